// The texts a product card and the cart store show (docs/domain.md#validation, docs/screens.md#messages, docs/screens.md#product-card),
// worded as in messages.ts, which re-exports them. Apart so that the shared runtime chunk (state/cart.ts needs two of
// them) and the card carry these few, not every message of every form.

// Adding to the cart
export const ITEM_SOLD_OUT = 'Item is sold out. Please select other item';
export const SELECT_OPTION = 'Please select a option before adding to cart'; // docs/domain.md#validation, docs/screens.md#messages wording kept (docs/domain.md#validation: only misspellings are corrected)
export const ADD_TO_CART_CAPTION = 'Add To Cart';
export const ITEM_ADDED = 'Item Added To Cart';

// Media
export const VIDEO_UNSUPPORTED = 'Your browser does not support the video tag.';
