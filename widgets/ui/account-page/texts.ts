// Account page texts that the reference design does not give (the reference design shows only 'Your Error Message' placeholders).
// Shared messages (required fields, phone, email, passwords) come from domain/messages.ts.
export const ACCOUNT_TEXTS = {
  pleaseLogIn: 'Please log in to see your account.',
  networkError: 'Could not reach the store. Please check your connection and try again.',
  loadFailed: (what: string) => `Could not load ${what}. Please check your connection.`,
  firstNameRequired: 'First Name is required.',
  nameTooLong: 'Your name must be at most 100 characters.',
  noOrders: 'You have not made any previous orders!',
  noOrderChosen: 'No order was chosen. Pick one from your order history.',
  orderNotFound: 'We could not find that order in your account.',
  orderIdRequired: 'Order ID is required.',
  orderIdInvalid: 'Order ID must be a whole number.',
  mobileRequired: 'Mobile is required.',
  trackCancelled: 'This order was cancelled, or its payment did not go through.',
  trackNotStarted: 'We have your order. The steps are ticked as the shop processes it.',
  reorderUnavailable: (name: string) => `${name} is no longer available and was not added.`,
  reorderSoldOut: (name: string) => `${name} is sold out and was not added.`,
  reorderNothing: 'None of the products of this order can be ordered now.',
} as const;

export type AccountView = 'account' | 'edit' | 'password' | 'history' | 'detail' | 'track' | 'return';

export const VIEW_TITLES: Readonly<Record<AccountView, string>> = {
  account: 'My Account',
  edit: 'Edit Account Information',
  password: 'Change Password',
  history: 'Order History',
  detail: 'Order Information',
  track: 'Order Track',
  return: 'Product Returns',
};

export function asView(value: string | undefined): AccountView {
  return value && value in VIEW_TITLES ? (value as AccountView) : 'account';
}

/** 'Asha Marie Ramdial' -> ['Asha', 'Marie Ramdial']. */
export function splitName(name: string): [string, string] {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return [parts[0] ?? '', parts.slice(1).join(' ')];
}
