import { defineWidget } from '../define.js';
import { ProductCardWidget } from './ProductCardWidget.js';
import { productCardElementCss } from './product-card.css.js';

/**
 * One product card, e.g. a partner shop's buy button. A product with options is chosen in the card, in a dialog.
 *
 * @fires trini-add-to-cart
 * @csspart add-button
 * @csspart card
 * @csspart embed-notice
 * @csspart free-delivery
 * @csspart image
 * @csspart list-price
 * @csspart media
 * @csspart name
 * @csspart options - The option dialog's option radios.
 * @csspart options-add - The option dialog's Add To Cart button.
 * @csspart options-dialog - The option dialog.
 * @csspart options-note - What the chosen option offers: left, sold out, in the cart.
 * @csspart options-price - The option dialog's price for the chosen quantity.
 * @csspart price
 * @csspart quantity - The option dialog's quantity stepper.
 * @csspart quantity-note
 * @csspart rating
 * @csspart ribbon
 * @csspart sold-out
 * @csspart status
 * @csspart video
 * @csspart video-toggle
 * @cssprop [--trini-card-max-width=300px] - The card's maximum width (460px with compact).
 */
export default defineWidget({
  tag: 'trini-product-card',
  attributes: {
    /** ProductNo of the product to show. */
    'product-no': 'number',
    /** Partner ShopNo (e.g. 21) the sale is credited to; absent: the store itself. */
    'shop-no': 'number',
    /** Image beside the text, for narrow columns and buy buttons. */
    compact: 'boolean',
  },
  css: productCardElementCss,
  component: ProductCardWidget,
});

// For <trini-buy-button> (ui/buy-button/element.ts), which is this card and more.
export { LoadedCard } from './ProductCardWidget.js';
