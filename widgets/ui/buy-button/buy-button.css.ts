// <trini-buy-button>: the standalone card's styles, and the way to the cart under it once the cart holds something.
import { productCardElementCss } from '../product-card/product-card.css.js';

export const buyButtonCss = `${productCardElementCss}
.open-cart { width: 100%; margin-top: 8px; padding: 0.6em; font-size: 0.9em; }
`;
