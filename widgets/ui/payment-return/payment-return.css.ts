// <trini-payment-return>: a centred status card. Parts: payment-return, status, reason, checkout-link, cart-link,
// home-link.
export const paymentReturnCss = `
.payment-return {
  display: grid; gap: 16px; justify-items: center; text-align: center;
  max-width: 560px; margin: 24px auto; padding: 32px 20px;
  background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius);
}
.status { display: grid; gap: 12px; justify-items: center; }
.status:empty { display: none; }
.message { font-size: 1.15em; font-weight: 600; line-height: 1.4; margin: 0; max-width: 36ch; }
.reason { color: var(--_muted); font-size: 0.9em; }
.reason summary { cursor: pointer; min-height: 44px; display: inline-flex; align-items: center; gap: 6px; text-decoration: underline; }
.reason summary::before { content: '▸'; text-decoration: none; }
.reason[open] summary::before { content: '▾'; }
.reason p { margin: 4px 0 0; overflow-wrap: anywhere; }
.placed { color: var(--_brand-dark); }
.failed { color: var(--_danger); }
.spinner {
  width: 40px; height: 40px; border-radius: 50%;
  border: 4px solid var(--_surface-alt); border-top-color: var(--_brand);
  animation: trini-spin 0.9s linear infinite;
}
@keyframes trini-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .spinner { animation-duration: 2.7s; } }
.actions { display: flex; flex-wrap: wrap; gap: 12px; justify-content: center; }
.button-link {
  display: inline-flex; align-items: center; justify-content: center; min-height: 44px;
  padding: 0.55em 1.4em; border-radius: 999px; border: 1px solid var(--_brand);
  background: var(--_brand); color: var(--_brand-contrast); font-weight: 600;
}
.button-link:hover { background: var(--_brand-dark); text-decoration: none; }
.button-link.secondary { background: var(--_surface); color: var(--_brand); }
.button-link.secondary:hover { background: var(--_surface-alt); }
.try-again { display: grid; gap: 10px; justify-items: center; margin: 0 0 12px; }
.try-again label { display: grid; gap: 4px; font-weight: 600; }
.try-again input { font: inherit; min-height: 44px; padding: 6px 10px; border: 1px solid var(--_border); border-radius: 8px; }
button.button-link { font: inherit; cursor: pointer; }
button.button-link:disabled { opacity: 0.6; cursor: progress; }
`;
