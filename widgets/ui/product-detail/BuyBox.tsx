// Quantity, option, Add to cart and Buy Now (docs/screens.md#product-detail, docs/domain.md#cart, docs/domain.md#adding-to-the-cart, docs/screens.md#messages). Add keeps the shopper on the page
// and confirms; Buy Now adds, then goes to /cart. A product already in the cart is left as it is (docs/domain.md#cart),
// and the shopper is told so with a way to the cart. On a narrow page a bar at the foot of the screen repeats the price
// and Add to cart while these buttons are off screen, so a phone's first screen has both (buy.css.ts); asked for an
// option, it brings the options into view.
import { maxLineQuantity } from '../../domain/stock.js';
import { useRef, useState } from 'react';
import type { Product, ProductSku } from '../../domain/types.js';
import { ITEM_ADDED, ITEM_SOLD_OUT, SELECT_OPTION } from '../../domain/messages.js';
import { formatTT } from '../../domain/money.js';
import { lineTotal, shownPrice } from '../../domain/pricing.js';
import { $cart, addProduct } from '../../state/cart.js';
import { optionPrices } from '../../domain/cart.js';
import { announce } from '../../state/announcer.js';
import { addedText, alreadyInCartText } from '../../domain/cart-announcements.js';
import { showToast } from '../../state/toasts.js';
import { links, navigate } from '../../runtime/links.js';
import { useTriniEvent } from '../../runtime/events.js';
import { addToCartDetail } from '../shared/add-to-cart.js';
import { QuantityStepper } from './QuantityStepper.js';
import { OptionPicker } from './OptionPicker.js';
import { ADDED_NOTE, ALREADY_IN_CART, SOLD_OUT_CAPTION, VIEW_CART } from './texts.js';
import { WishlistButton } from '../wishlist/WishlistButton.js';
import { useOnScreen } from './use-on-screen.js';

interface Props {
  product: Product;
  selected: ProductSku | null;
  onSelect: (sku: ProductSku) => void;
}

type Notice = 'added' | 'already' | null;

/** Adds the chosen quantity and option; what came of it is the outcome, the note beside the buttons and an option's
 * error. */
function useAdd(product: Product, selected: ProductSku | null, quantity: number) {
  const [optionError, setOptionError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const emit = useTriniEvent();
  const add = (): 'added' | 'already' | 'refused' => {
    const option = selected ? { Color: selected.Color, Size: selected.Size } : undefined;
    const result = addProduct(product, quantity, option);
    if (!result.ok) {
      if (result.reason === 'sold-out') showToast(ITEM_SOLD_OUT, { ok: true });
      else {
        setOptionError(SELECT_OPTION);
        showToast(SELECT_OPTION);
      }
      setNotice(null);
      return 'refused';
    }
    setOptionError(null);
    if (!result.added) {
      setNotice('already');
      return 'already';
    }
    setNotice('added');
    emit('trini-add-to-cart', addToCartDetail(result.line));
    return 'added';
  };
  const clearNotes = () => {
    setOptionError(null);
    setNotice(null);
  };
  return { add, optionError, notice, clearNotes };
}

export function BuyBox({ product, selected, onSelect }: Props) {
  const [quantity, setQuantity] = useState(1);
  const { add, optionError, notice, clearNotes } = useAdd(product, selected, quantity);
  // An option counted apart is sold out on its own, and its own price is the one shown and charged.
  const soldOut = product.IsSoldOut === 1 || selected?.Stock === 0;
  const priced = optionPrices(product, selected ?? undefined);
  const box = useRef<HTMLDivElement>(null);
  const actions = useRef<HTMLDivElement>(null);
  const actionsOnScreen = useOnScreen(actions);

  const onAdd = () => {
    // Only a real add is confirmed with the docs/screens.md#messages snack bar; an existing line gets the inline note.
    const outcome = add();
    if (outcome === 'added') showToast(ITEM_ADDED, { announce: addedText(product.ProductName, $cart.get()) });
    else if (outcome === 'already') announce(alreadyInCartText(product.ProductName, $cart.get()));
    return outcome;
  };
  const onBarAdd = () => {
    // Refused for want of an option (the box says so beside them): take the shopper there.
    if (onAdd() === 'refused' && !soldOut) box.current?.scrollIntoView({ block: 'start' });
  };
  const onBuyNow = () => {
    if (add() !== 'refused') navigate(links.cart());
  };

  return (
    <div ref={box} className="buy-box" part="buy-box">
      <OptionPicker
        options={product.ProductSKUList ?? []}
        selected={selected}
        error={optionError}
        onSelect={(sku) => {
          onSelect(sku);
          clearNotes();
        }}
      />
      <div className="quantity-row">
        <span className="field-label" aria-hidden="true">
          Quantity
        </span>
        <QuantityStepper value={quantity} onChange={setQuantity} max={Math.max(1, Math.min(maxLineQuantity(product), selected?.Stock ?? Infinity))} />
        {quantity > 1 && (
          <span className="quantity-total">
            {quantity} for <strong>{formatTT(lineTotal(priced, quantity))}</strong>
          </span>
        )}
      </div>
      <div ref={actions} className={`actions ${soldOut ? 'sold-out' : ''}`}>
        <button type="button" className="add-to-cart" part="add-button" aria-disabled={soldOut || undefined} onClick={onAdd}>
          {soldOut ? SOLD_OUT_CAPTION : 'Add to cart'}
        </button>
        <button type="button" className="buy-now secondary" part="buy-button" aria-disabled={soldOut || undefined} onClick={onBuyNow}>
          {soldOut ? SOLD_OUT_CAPTION : 'Buy Now'}
        </button>
        <WishlistButton product={product} withText />
      </div>
      <div className={actionsOnScreen ? 'buy-bar away' : 'buy-bar'} part="buy-bar">
        <span className="bar-price">{formatTT(shownPrice(priced).now)}</span>
        <button
          type="button"
          className={soldOut ? 'bar-add sold-out' : 'bar-add'}
          part="bar-add-button"
          aria-disabled={soldOut || undefined}
          onClick={onBarAdd}
        >
          {soldOut ? SOLD_OUT_CAPTION : 'Add to cart'}
        </button>
      </div>
      <p className="cart-notice" part="cart-notice">
        {notice && (
          <>
            <span>{notice === 'added' ? ADDED_NOTE : ALREADY_IN_CART}</span> <a href={links.cart()}>{VIEW_CART}</a>
          </>
        )}
      </p>
    </div>
  );
}
