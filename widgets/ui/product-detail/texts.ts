// Texts of this widget that the spec does not give (the spec's own texts live in domain/messages.ts).
export const PRODUCT_NOT_FOUND = 'Product not found';
export const PRODUCT_NOT_FOUND_HINT = 'This product may have been removed, or the link is mistyped.';
export const PRODUCT_LOAD_FAILED = 'We could not load this product.';
export const STORE_UNREACHABLE = 'Could not reach the store. Please try again.';
export const TRY_AGAIN = 'Try again';
export const LOADING_PRODUCT = 'Loading product…';
export const ALREADY_IN_CART = 'This item is already in your cart.';
export const ADDED_NOTE = 'Added to your cart.';
export const VIEW_CART = 'View Cart';
export const SOLD_OUT_CAPTION = 'Sold out';
export const REVIEW_SAVED_FALLBACK = 'Thank you! Your review has been saved.';
export const WRITE_REVIEW_TAB = 'Write a Review';
export const ALL_REVIEWS = 'All Reviews';
export const LINK_COPIED = 'Link copied';
