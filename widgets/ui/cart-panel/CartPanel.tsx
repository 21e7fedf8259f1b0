// The slide-in cart panel (docs/screens.md#page-shell, docs/screens.md#panels): a native modal <dialog> driven by $panels.cart, so
// the header's cart button (another widget) opens it. Overlay, close button, Escape, View Cart,
// Checkout and Continue Shopping close it; focus moves into it when opened and back when closed. On a page with a
// buy button (state/panels.ts) the panel is the cart: Checkout opens the checkout there, Continue Shopping
// only closes it, and there is no View Cart to leave the page by.
import type { MouseEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $cart, remove } from '../../state/cart.js';
import { $checkoutHosts, $panels, closeCartPanel } from '../../state/panels.js';
import { cartUnits } from '../../domain/cart.js';
import { CART_EMPTY, SAVED_FOR_LATER } from '../../domain/messages.js';
import { links } from '../../runtime/links.js';
import { removedText } from '../../domain/cart-announcements.js';
import { announce } from '../../state/announcer.js';
import { PanelLine } from './PanelLine.js';
import { PanelFooter, stay } from './PanelFooter.js';
import { usePanelDialog } from './use-panel-dialog.js';
import { CloseIcon } from '../icons.js';
import { BagIcon } from './icons.js';

function lineKey(l: { ProductNo: number; Color?: string; Size?: string }): string {
  return `${l.ProductNo}|${l.Color ?? ''}|${l.Size ?? ''}`;
}

export function CartPanel() {
  const open = useStore($panels, { keys: ['cart'] }).cart;
  const cart = useStore($cart);
  const onPage = useStore($checkoutHosts).length > 0;
  const { dialog, closeButton } = usePanelDialog(open);

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
            <PanelFooter cart={cart} onPage={onPage} />
          </>
        )}
      </div>
    </dialog>
  );
}
