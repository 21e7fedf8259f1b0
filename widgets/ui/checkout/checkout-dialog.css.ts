// <trini-checkout dialog> (CheckoutDialog.tsx): nearly the whole screen on a phone, a wide sheet on a desktop; the
// order summary sticks to the dialog's own top. Adopted when the dialog mounts: the store's checkout page never loads it.
export const checkoutDialogCss = `
.checkout-dialog {
  width: min(1040px, calc(100vw - 16px));
  max-width: none;
  max-height: calc(100dvh - 16px);
  padding: 0;
  border: 0;
  border-radius: var(--_radius);
  background: var(--_surface-alt);
  color: var(--_text);
  box-shadow: var(--_shadow);
  overflow: auto;
  overscroll-behavior: contain;
  --trini-sticky-top: 64px;
}
.checkout-dialog::backdrop { background: rgba(0, 0, 0, 0.45); }
.dialog-head {
  position: sticky; top: 0; z-index: 2;
  display: flex; align-items: center; justify-content: space-between; gap: 12px;
  padding: 10px 12px 10px 20px; background: var(--_surface); border-bottom: 1px solid var(--_border);
}
.dialog-title { font-size: 1.2em; color: var(--_brand-dark); }
.dialog-close { width: 40px; height: 40px; }
.dialog-close .icon { width: 24px; height: 24px; }
.checkout-dialog .checkout { padding: 12px; }
.checkout-dialog .success { margin: 12px auto; }
@media (max-width: 599.98px) {
  .checkout-dialog { width: 100vw; max-height: 100dvh; height: 100dvh; border-radius: 0; }
}
`;
