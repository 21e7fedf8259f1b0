import { defineWidget } from '../define.js';
import { buyButton } from './BuyButton.js';
import { buyButtonCss } from './buy-button.css.js';
// The card's own element module: its code stays in the card's chunk, which this one imports.
import { LoadedCard } from '../product-card/element.js';

/**
 * A partner's one tag that sells on its own page: the product card (options chosen in it), the cart panel and the
 * checkout in a dialog, which load when the shopper first opens the cart. A card payment comes back to the page.
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
 * @csspart open-cart - The way to the cart under the card, once the cart holds something.
 * @csspart options
 * @csspart options-add
 * @csspart options-dialog
 * @csspart options-note
 * @csspart options-price
 * @csspart price
 * @csspart quantity
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
  tag: 'trini-buy-button',
  attributes: {
    /** ProductNo of the product to sell. */
    'product-no': 'number',
    /** Partner ShopNo (e.g. 21) the order is credited to; absent: the store itself. */
    'shop-no': 'number',
    /** Image beside the text, for narrow columns. */
    compact: 'boolean',
  },
  css: buyButtonCss,
  component: buyButton(LoadedCard),
});
