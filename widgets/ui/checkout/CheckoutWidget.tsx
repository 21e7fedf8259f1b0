// <trini-checkout [dialog]>: the checkout on the page, or (dialog) in a dialog over it, as the one-tag buy button brings it.
import { Checkout } from './Checkout.js';
import { CheckoutDialog } from './CheckoutDialog.js';

export function CheckoutWidget({ dialog }: { dialog: boolean }) {
  return dialog ? <CheckoutDialog /> : <Checkout />;
}
