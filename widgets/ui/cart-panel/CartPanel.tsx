// The slide-in cart panel (docs/screens.md#page-shell, docs/screens.md#panels): a native modal <dialog> driven by $panels.cart, so
// the header's cart button (another widget) opens it. Overlay, close button, Escape, View Cart,
// Checkout and Continue Shopping close it; focus moves into it when opened and back when closed. On a page with a
// buy button (state/panels.ts) the panel is the cart: Checkout opens the checkout there, Continue Shopping
// only closes it, and there is no View Cart to leave the page by.
import { useEffect, useRef, type MouseEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $cart, remove } from '../../state/cart.js';
import { $checkoutHosts, $panels, closeCartPanel, openCheckoutDialog } from '../../state/panels.js';
import { formatTT } from '../../domain/money.js';
import { cartUnits } from '../../domain/cart.js';
import { priceSummary } from '../../domain/price-summary.js';
import { Country } from '../../domain/constants.js';
import { chosenArea } from '../cart/delivery-area.js';
import { useShopSettings } from '../../state/shop.js';
import { CART_EMPTY, SAVED_FOR_LATER } from '../../domain/messages.js';
import { links } from '../../runtime/links.js';
import { deepActiveElement, restoreFocus } from './focus.js';
import { removedText } from '../../domain/cart-announcements.js';
import { announce } from '../../state/announcer.js';
import { PanelLine } from './PanelLine.js';
import { CloseIcon } from '../icons.js';
import { BagIcon } from './icons.js';

function lineKey(l: { ProductNo: number; Color?: string; Size?: string }): string {
  return `${l.ProductNo}|${l.Color ?? ''}|${l.Size ?? ''}`;
}

export function CartPanel() {
  const rates = useShopSettings().delivery;
  const open = useStore($panels, { keys: ['cart'] }).cart;
  const cart = useStore($cart);
  const onPage = useStore($checkoutHosts).length > 0;
  const stay = (then: () => void) => (e: MouseEvent) => {
    e.preventDefault();
    then();
  };
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) {
      opener.current = deepActiveElement();
      d.showModal();
      closeButton.current?.focus();
    } else if (!open && d.open) {
      d.close();
    }
  }, [open]);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    const onClose = () => {
      closeCartPanel();
      restoreFocus(opener.current);
      opener.current = null;
    };
    // Escape (and other close requests): let the store close it, so every widget sees the change.
    const onCancel = (e: Event) => {
      e.preventDefault();
      closeCartPanel();
    };
    d.addEventListener('close', onClose);
    d.addEventListener('cancel', onCancel);
    return () => {
      d.removeEventListener('close', onClose);
      d.removeEventListener('cancel', onCancel);
    };
  }, []);

  // A click on the dialog itself (not its content) is a click on the overlay.
  const onDialogClick = (e: MouseEvent<HTMLDialogElement>) => {
    if (e.target === dialog.current) closeCartPanel();
  };

  const onRemove = (productNo: number, index: number) => {
    const name = $cart.get().ItemList.find((l) => l.ProductNo === productNo)?.ProductName;
    remove(productNo);
    if (name) announce(removedText(name, $cart.get()));
    // Keep keyboard users in the list: focus the next remove button, or the close button.
    queueMicrotask(() => {
      const buttons = dialog.current?.querySelectorAll<HTMLButtonElement>('.remove');
      (buttons?.[Math.min(index, buttons.length - 1)] ?? closeButton.current)?.focus();
    });
  };

  const count = cartUnits(cart);
  // The same figures as the cart page and the checkout, for the area the shopper last chose; none chosen, no freight
  // is shown as if it were known (a cart's own country is Trinidad until someone chooses).
  const area = chosenArea();
  const summary = priceSummary(area === null ? cart : { ...cart, DeliverCountryNo: area }, rates);
  const freightKnown = summary.pickup || area !== null;
  const freightLabel = summary.pickup ? 'Freight (pickup)' : area === null ? 'Freight' : `Freight to ${area === Country.Trinidad ? 'Trinidad' : 'Tobago'}`;
  return (
    <dialog
      ref={dialog}
      className="panel"
      part="panel"
      aria-labelledby="cart-panel-title"
      onClick={onDialogClick}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          closeCartPanel();
        }
      }}
    >
      <div className="panel-inner">
        {/* Not <header>/<footer>: in a dialog those would be a second banner and contentinfo of the page. */}
        <div className="panel-header" part="header">
          <h2 id="cart-panel-title" className="title">
            Shopping Cart{' '}
            <span className="count">
              ({count} {count === 1 ? 'item' : 'items'})
            </span>
          </h2>
          <button ref={closeButton} type="button" className="ghost close" part="close-button" aria-label="Close cart" onClick={closeCartPanel}>
            <CloseIcon />
          </button>
        </div>
        {count === 0 ? (
          <div className="empty" part="empty">
            <BagIcon className="empty-icon" />
            <p className="empty-title">{CART_EMPTY}</p>
            <p className="empty-text">{SAVED_FOR_LATER}</p>
            <a className="button-link" part="continue" href={links.home()} onClick={onPage ? stay(closeCartPanel) : closeCartPanel}>
              Continue Shopping
            </a>
          </div>
        ) : (
          <>
            <ul className="lines" part="list" role="list">
              {cart.ItemList.map((line, i) => (
                <PanelLine key={lineKey(line)} line={line} onRemove={() => onRemove(line.ProductNo, i)} />
              ))}
            </ul>
            <div className="panel-footer">
              <p className="total" part="total">
                <span>Item total</span>
                <span className="price">{formatTT(summary.itemTotal)}</span>
              </p>
              <p className="total freight" part="freight">
                <span>{freightLabel}</span>
                {freightKnown ? <span className="price">{formatTT(summary.freight)}</span> : <span className="later">Calculated at checkout</span>}
              </p>
              {freightKnown && (
                <p className="total to-pay" part="to-pay">
                  <span>To Pay</span>
                  <span className="price">{formatTT(summary.toPay)}</span>
                </p>
              )}
              <div className="actions">
                {!onPage && (
                  <a className="button-link secondary" part="view-cart" href={links.cart()} onClick={closeCartPanel}>
                    View Cart
                  </a>
                )}
                <a className="button-link" part="checkout" href={links.checkout()} onClick={onPage ? stay(openCheckoutDialog) : closeCartPanel}>
                  Checkout
                </a>
              </div>
            </div>
          </>
        )}
      </div>
    </dialog>
  );
}
