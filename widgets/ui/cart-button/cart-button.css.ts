// <trini-cart-button>: themable through --trini-* tokens and the parts `button` and `badge`.
export const cartButtonCss = `
:host { display: inline-block; }
.cart-button {
  position: relative;
  padding: 6px;
  border-radius: 50%;
  color: var(--trini-cart-button-color, var(--_text));
  background: transparent;
}
.cart-button:hover:not(:disabled) { background: var(--_surface-alt); }
.badge {
  position: absolute;
  top: -2px;
  right: -4px;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: 10px;
  background: var(--trini-badge-bg, var(--_accent));
  color: var(--trini-badge-text, var(--_accent-contrast));
  font-size: 12px;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
}
`;
