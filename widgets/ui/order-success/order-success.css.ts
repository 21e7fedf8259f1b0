// <trini-order-success>: a centred confirmation card. Parts: success, message, order-number, pay-by-transfer,
// bank-details, continue, track.
export const orderSuccessCss = `
.success {
  display: grid; gap: 12px; justify-items: center; text-align: center;
  max-width: 560px; margin: 24px auto; padding: 32px 20px;
  background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius);
}
.tick { color: var(--_brand); }
.message { font-size: 1.4em; color: var(--_brand-dark); }
.order-number { font-size: 1.1em; font-weight: 600; }
.hint { color: var(--_muted); font-size: 0.92em; }
.pay-by-transfer { display: grid; gap: 8px; width: 100%; text-align: start; }
.note {
  padding: 12px 14px; border-radius: var(--_radius-small);
  background: var(--_surface-alt); border-left: 4px solid var(--_brand); display: grid; gap: 4px; font-size: 0.95em;
}
.note-title { font-weight: 700; }
.details { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 4px 16px; margin: 0; }
.details dt { color: var(--_muted); }
.details dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
.actions { display: flex; flex-wrap: wrap; gap: 12px; justify-content: center; }
.continue, .track {
  display: inline-flex; align-items: center; justify-content: center; min-height: 44px; min-width: 160px;
  padding: 0.55em 1.6em; border-radius: 999px; background: var(--_brand); color: var(--_brand-contrast); font-weight: 600;
}
.continue:hover { background: var(--_brand-dark); text-decoration: none; }
.track { background: var(--_surface); color: var(--_brand); border: 1px solid var(--_brand); }
.track:hover { background: var(--_surface-alt); text-decoration: none; }
`;
