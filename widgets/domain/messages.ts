// User-facing texts of docs/domain.md#validation, docs/screens.md#messages, spelled correctly (docs/domain.md#validation: 'requiered' -> 'required', doubled
// spaces removed) but otherwise worded as the spec gives them. Messages the spec lacks are ours.
import { ADDRESS_MIN, MAX_LINE_QUANTITY } from './constants.js';
export { ADD_TO_CART_CAPTION, ITEM_ADDED, ITEM_SOLD_OUT, SELECT_OPTION, VIDEO_UNSUPPORTED } from './card-messages.js';

// Order and review (docs/domain.md#validation)
export const PHONE_INVALID = 'Phone Number is invalid. Please enter 7 digits.';
export const CUSTOMER_MOBILE_REQUIRED = 'Customer Mobile is required.';
export const CUSTOMER_NAME_REQUIRED = 'Customer Name is required.';
export const CUSTOMER_NAME_TOO_LONG = 'Customer Name must be at most 100 characters.';
export const NO_PRODUCT_ADDED = 'No product added.';
export const EMAIL_INVALID = 'Please enter a valid email address.';
export const ADDRESS_REQUIRED = `Please enter the delivery address (at least ${ADDRESS_MIN} characters), or choose Pickup.`;
export const CITY_REQUIRED = 'Please choose the delivery city, or choose Pickup.';
export const QUANTITY_RAISED = 'The quantity must be at least 1, so it was set to 1.';
export const QUANTITY_LOWERED = `At most ${MAX_LINE_QUANTITY} of one item can be ordered, so the quantity was set to ${MAX_LINE_QUANTITY}.`;
export const TITLE_REQUIRED = 'Title is required.';
export const TITLE_TOO_LONG = 'Title must be at most 100 characters.';
export const REVIEW_REQUIRED = 'Review is required.';
export const REVIEW_TOO_LONG = 'Review must be at most 1000 characters.';
export const RATING_INVALID = 'Rating must be a whole number from 1 to 5.';

// Registration (docs/domain.md#validation). The spec's 'CustomerMobile' and 'CustomerName' are field names, not words a shopper
// reads: the messages name the form's own labels, Mobile and Name.
export const REGISTRATION_MOBILE_REQUIRED = 'Mobile is required.';
export const REGISTRATION_NAME_REQUIRED = 'Name is required.';
export const REGISTRATION_NAME_TOO_LONG = 'Name must be at most 100 characters.';
export const PASSWORD_REQUIRED = 'Password is required.';
export const CONFIRM_PASSWORD_REQUIRED = 'Confirm Password is required.';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';
export const CURRENT_PASSWORD_REQUIRED = 'Current Password is required.';
export const MOBILE_CONFIRMATION_REQUIRED = 'You need to confirm that this is your mobile number and You agree to its use for account notifications';

// Login (the reference design marks Mobile required; the texts are ours)
export const LOGIN_MOBILE_REQUIRED = 'Mobile is required.';
export const LOGIN_PASSWORD_REQUIRED = 'Password is required.';

// Store form (docs/domain.md#validation, docs/screens.md#messages)
export const STORE_MOBILE_REQUIRED = 'Please fill StoreMobile field.';
export const STORE_MOBILE_TOO_LONG = 'StoreMobile must be at most 7 characters.';
export const STORE_PHONE_TOO_LONG = 'StorePhone must be at most 7 characters.';
export const STORE_UPDATED = 'Store updated successfully!';
export const STORE_ADDED = 'Store added successfully!';
export const NO_STORES = 'No stores added yet.';

// Adding to the cart (docs/domain.md#validation, docs/screens.md#messages); the card's own in card-messages.ts
export const SNACK_BAR_ACTION = 'Ok';

// Server answers and payment (docs/screens.md#payment-return, docs/screens.md#messages)
export const ERROR_PREFIX = 'Error: ';
export const CONNECT_ERROR = 'Error Connecting Server';
export const PAYMENT_PROCESSING = 'Processing ! Please do not go back or refresh';
export const PAYMENT_ORDER_PLACED = 'Order Placed ! Please check your mail for details.';
export const PAYMENT_ORDER_FAILED = 'Order could not be placed!';
export const WIPAY_REDIRECT_NOTE = 'You will be redirected to Wipay Payment Page';

// Empty states and media (docs/screens.md)
export const CART_EMPTY = 'Your Cart is Empty!';
export const WISHLIST_EMPTY = 'Your WishList is Empty!';
export const SAVED_FOR_LATER = "It's a nice day to buy the items you saved for later!";
export const NO_REVIEWS = 'There are no reviews yet.';
