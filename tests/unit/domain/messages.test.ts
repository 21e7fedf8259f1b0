import { describe, expect, it } from 'vitest';
import * as M from '../../../widgets/domain/messages.js';

const all = Object.entries(M) as Array<[string, string]>;

describe('messages (docs/domain.md#validation: misspellings and doubled spaces corrected)', () => {
  it.each(all)('%s has no "requiered", no doubled space, no stray whitespace', (_name, text) => {
    expect(text).not.toMatch(/requiered/i);
    expect(text).not.toMatch(/ {2}/);
    if (text !== M.ERROR_PREFIX) expect(text).toBe(text.trim()); // 'Error: ' is followed by the server msg
  });

  it.each([
    [M.PHONE_INVALID, 'Phone Number is invalid. Please enter 7 digits.'],
    [M.CUSTOMER_MOBILE_REQUIRED, 'Customer Mobile is required.'],
    [M.CUSTOMER_NAME_REQUIRED, 'Customer Name is required.'],
    [M.NO_PRODUCT_ADDED, 'No product added.'],
    [M.TITLE_REQUIRED, 'Title is required.'],
    [M.REVIEW_REQUIRED, 'Review is required.'],
    // The spec's 'CustomerMobile' / 'CustomerName' are field names: the register form names its labels.
    [M.REGISTRATION_MOBILE_REQUIRED, 'Mobile is required.'],
    [M.REGISTRATION_NAME_REQUIRED, 'Name is required.'],
    [M.REGISTRATION_NAME_TOO_LONG, 'Name must be at most 100 characters.'],
    [M.PASSWORD_REQUIRED, 'Password is required.'],
    [M.CONFIRM_PASSWORD_REQUIRED, 'Confirm Password is required.'],
    [M.PASSWORDS_DO_NOT_MATCH, 'Passwords do not match.'],
    [M.MOBILE_CONFIRMATION_REQUIRED, 'You need to confirm that this is your mobile number and You agree to its use for account notifications'],
    [M.STORE_MOBILE_REQUIRED, 'Please fill StoreMobile field.'],
    [M.ITEM_SOLD_OUT, 'Item is sold out. Please select other item'],
    [M.ITEM_ADDED, 'Item Added To Cart'],
    [M.PAYMENT_ORDER_FAILED, 'Order could not be placed!'],
    [M.CONNECT_ERROR, 'Error Connecting Server'],
  ])('the spec wording: %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
