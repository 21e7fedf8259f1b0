// <trini-buy-button product-no shop-no compact>: a partner's one tag that sells end to end on its own page
// (docs/embedding.md#the-one-tag-buy-button). The product card (options chosen in it; the element passes the card's
// own, so that its code stays in the card's chunk), then, once something is in the cart, a button to the cart. The cart panel and the checkout dialog are elements of their own inside this one's
// shadow root, put there the first time the shopper opens the cart (or comes back from paying by card), so their code
// loads only then. On a page with several buy buttons the first one hosts them; a page that has its own
// <trini-cart-panel> keeps it.
import { createElement, useEffect, useRef, useState, type ComponentType } from 'react';
import { useStore } from '@nanostores/react';
import { $cart } from '../../state/cart.js';
import { $checkoutDialog, $checkoutHosts, $panels, hostCheckout, openCartPanel } from '../../state/panels.js';
import { attributeToShop } from '../../state/attribution.js';
import { cartUnits } from '../../domain/cart.js';
import { EmbedGate } from '../shared/EmbedGate.js';
import { CardSkeleton } from '../product-card/CardSkeleton.js';
import type { ProductCardWidgetProps } from '../product-card/ProductCardWidget.js';
import { RETURN_ORDER_PARAM } from '../../domain/return-page.js';

export function openCartText(units: number): string {
  return `View cart (${units} ${units === 1 ? 'item' : 'items'}) and check out`;
}

export type BuyButtonProps = Omit<ProductCardWidgetProps, 'onAdded'>;

/** The buy button around `Card`, the standalone card's loaded card (ProductCardWidget's LoadedCard). */
export function buyButton(Card: ComponentType<ProductCardWidgetProps>): ComponentType<BuyButtonProps> {
  return function BuyButton(props: BuyButtonProps) {
    return (
      <EmbedGate pending={<CardSkeleton compact={props.compact} addButton />}>
        <Card {...props} onAdded={openCartPanel} />
        <CartRow shopNo={props.shopNo} />
        <PageCheckout />
      </EmbedGate>
    );
  };
}

function CartRow({ shopNo }: { shopNo: number | undefined }) {
  const units = cartUnits(useStore($cart));
  if (units === 0) return null;
  return (
    <button
      type="button"
      className="secondary open-cart"
      part="open-cart"
      onClick={() => {
        attributeToShop(shopNo);
        openCartPanel();
      }}
    >
      {openCartText(units)}
    </button>
  );
}

/** The cart panel and the checkout dialog, in the first buy button of the page, from the first time they are needed. */
function PageCheckout() {
  const me = useRef({});
  useEffect(() => hostCheckout(me.current), []);
  const first = useStore($checkoutHosts)[0] === me.current;
  const panelOpen = useStore($panels, { keys: ['cart'] }).cart;
  const checkoutOpen = useStore($checkoutDialog);
  // Back from paying by card: the checkout confirms the order (checkout/partner-page.ts).
  const [needed, setNeeded] = useState(() => new URLSearchParams(location.search).has(RETURN_ORDER_PARAM));
  useEffect(() => {
    if (panelOpen || checkoutOpen) setNeeded(true);
  }, [panelOpen, checkoutOpen]);
  if (!first || !needed) return null;
  const pagePanel = document.querySelector('trini-cart-panel') !== null;
  return (
    <>
      {!pagePanel && createElement('trini-cart-panel')}
      {createElement('trini-checkout', { dialog: '' })}
    </>
  );
}
