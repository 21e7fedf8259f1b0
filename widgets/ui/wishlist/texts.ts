// Wishlist texts that the reference design does not give (the empty-state texts are in domain/messages.ts).
export const WISHLIST_ADDED = 'Added to your wishlist.';
export const WISHLIST_REMOVED = 'Removed from your wishlist.';
export const WISHLIST_PRODUCT_GONE = 'This product is no longer available.';
export const WISHLIST_ADD_FAILED = 'Could not add the product to your wishlist.';
export const IN_STOCK = 'In Stock';
export const OUT_OF_STOCK = 'Out of Stock';
