// The card's option chooser (docs/screens.md#product-card): a modal <dialog> inside the card's shadow root, so a shopper
// on a partner page chooses a scent or a size without leaving it. Its code arrives the first time it is asked for,
// so the card itself stays as small as it was. The options as on the product page (radios: arrow keys move between
// them), a quantity, and what the chosen option offers (domain/option-offer.ts): its price for that quantity, how
// many are left, sold out, or already in the cart. Escape, Close or a click beside it shut it; the focus goes back
// to the card's button.
import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Product, ProductSku } from '../../domain/types.js';
import { formatTT } from '../../domain/money.js';
import { namedOptions, optionOffer } from '../../domain/option-offer.js';
import { ADD_TO_CART_CAPTION, SELECT_OPTION } from '../../domain/card-messages.js';
import { $cart, addProduct } from '../../state/cart.js';
import { mediaUrl } from '../../runtime/links.js';
import { OptionPicker } from '../product-detail/OptionPicker.js';
import { QuantityStepper } from '../product-detail/QuantityStepper.js';
import { SOLD_OUT_CAPTION } from '../product-detail/texts.js';
import { accepted, type Accepted } from '../shared/add-to-cart.js';
import { useShadowCss } from '../shared/use-shadow-css.js';
import { CloseIcon } from '../icons.js';
import { optionsDialogCss } from './options-dialog.css.js';

export const IN_CART_NOTE = 'This option is already in your cart.';
export const IN_CART_CAPTION = 'In your cart';
export const LOW_STOCK_AT = 5;

export interface OptionsDialogProps {
  product: Product;
  /** The dialog is done: with the option that went in (the card confirms it as any add), or null when closed. */
  onDone: (result: Accepted | null) => void;
}

export function leftText(max: number): string {
  return `Only ${max} left.`;
}

/** The dialog is modal while mounted, with the first option focused; closed, the focus goes back to its opener. */
function useModalWhileMounted() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current!;
    const root = d.getRootNode() as ShadowRoot | Document;
    const opener = root.activeElement as HTMLElement | null;
    if (!d.open) d.showModal();
    d.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
    return () => {
      if (d.open) d.close();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);
  return dialog;
}

export default function OptionsDialog({ product, onDone }: OptionsDialogProps) {
  useShadowCss(optionsDialogCss);
  const dialog = useModalWhileMounted();
  const titleId = useId();
  const options = namedOptions(product);
  const [chosen, setChosen] = useState<ProductSku | null>(options.length === 1 ? options[0] : null);
  const [quantity, setQuantity] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const cart = useStore($cart);
  const offer = optionOffer(product, chosen ?? {}, quantity, cart);
  const image = product.ImageFilePathThumbnail || product.ImageFilePath;

  const add = () => {
    if (!chosen) {
      setError(SELECT_OPTION);
      dialog.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
      return;
    }
    if (offer.soldOut || offer.inCart) return;
    const result = accepted(addProduct(product, offer.quantity, { Color: chosen.Color, Size: chosen.Size }));
    if (result) onDone(result);
  };
  const onClose = () => onDone(null);

  const note = offer.soldOut ? SOLD_OUT_CAPTION : offer.inCart ? IN_CART_NOTE : offer.max <= LOW_STOCK_AT ? leftText(offer.max) : '';
  const refused = offer.soldOut || offer.inCart;
  return (
    <dialog
      ref={dialog}
      className="options-dialog"
      part="options-dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => e.target === dialog.current && onClose()}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.preventDefault();
        onClose();
      }}
    >
      <div className="od-head">
        {image && <img className="od-image" src={mediaUrl(image)} alt="" width={64} height={64} />}
        <div className="od-title">
          <h2 id={titleId}>{product.ProductName}</h2>
          <p className="od-price">
            <span className="price" part="options-price">
              {formatTT(offer.total)}
            </span>
            {offer.quantity > 1 && <span className="od-units"> for {offer.quantity}</span>}
          </p>
        </div>
        <button type="button" className="ghost od-close" aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <OptionPicker
        options={options}
        selected={chosen}
        error={error}
        onSelect={(sku) => {
          setChosen(sku);
          setError(null);
        }}
      />
      <div className="quantity-row">
        <span className="field-label" aria-hidden="true">
          Quantity
        </span>
        <QuantityStepper value={offer.quantity} onChange={setQuantity} max={Math.max(1, offer.max)} />
      </div>
      <p className="od-note" part="options-note" role="status">
        {chosen ? note : ''}
      </p>
      <button type="button" className="od-add" part="options-add" aria-disabled={(chosen && refused) || undefined} onClick={add}>
        {!chosen ? ADD_TO_CART_CAPTION : offer.soldOut ? SOLD_OUT_CAPTION : offer.inCart ? IN_CART_CAPTION : ADD_TO_CART_CAPTION}
      </button>
    </dialog>
  );
}
