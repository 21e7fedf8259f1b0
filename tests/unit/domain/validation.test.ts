import { describe, expect, it } from 'vitest';
import { cardAddAction } from '../../../widgets/domain/cart.js';
import {
  changePasswordMessage,
  detailAddMessage,
  isEmail,
  isMobileNumber,
  loginMessage,
  orderMessage,
  registrationMessage,
  reviewMessage,
  storeMessage,
} from '../../../widgets/domain/validation.js';

const SEVEN = 'Phone Number is invalid. Please enter 7 digits.';

describe('isMobileNumber: exactly 7 digits', () => {
  it.each([
    ['7654321', true],
    [' 7654321 ', true],
    ['765432', false],
    ['76543210', false],
    ['765-432', false],
    ['765432a', false],
    ['７６５４３２１', false], // full-width digits are not digits here
    ['', false],
  ])('%j: %s', (mobile, ok) => {
    expect(isMobileNumber(mobile)).toBe(ok);
  });
});

describe('isEmail: the generic rule of docs/domain.md#validation (254 total, 64 before the @)', () => {
  const local64 = 'a'.repeat(64);
  it.each([
    ['asha@example.tt', true],
    ['first.last+shop@mail.example.co.tt', true],
    ['a@b', true],
    [`${local64}@example.tt`, true],
    [`${local64}a@example.tt`, false],
    [`${'a'.repeat(10)}@${'b'.repeat(64)}.tt`, false], // a domain label over 63
    ['no-at-sign', false],
    ['@example.tt', false],
    ['two@@example.tt', false],
    ['space in@example.tt', false],
    ['dot.@example.tt', false],
    ['x@-example.tt', false],
  ])('%s: %s', (email, ok) => {
    expect(isEmail(email)).toBe(ok);
  });

  it('rejects more than 254 characters in total', () => {
    const label = 'd'.repeat(63);
    const email = `a@${[label, label, label, label].join('.')}`; // 2 + 255 = 257
    expect(email.length).toBe(257);
    expect(isEmail(email)).toBe(false);
    const fits = `a@${[label, label, label, 'd'.repeat(59)].join('.')}`;
    expect(fits.length).toBe(253);
    expect(isEmail(fits)).toBe(true);
  });
});

describe('docs/domain.md#order-checks (checkout and quick order form), in order', () => {
  const valid = {
    CustomerMobile: '7654321',
    CustomerName: 'Asha Ramdial',
    OrderProductList: [{ ProductNo: 1, Quantity: 1 }],
    CustomerAddress: '12 Queen Street',
    CustomerCityNo: 1,
  };

  it.each([
    ['a valid order passes', {}, null],
    ['mobile of 6 digits: the 7-digit message', { CustomerMobile: '765432' }, SEVEN],
    ['mobile of 8 digits', { CustomerMobile: '76543210' }, SEVEN],
    ['mobile with letters', { CustomerMobile: '765432x' }, SEVEN],
    ['empty mobile: required, not the 7-digit message', { CustomerMobile: '' }, 'Customer Mobile is required.'],
    ['blank mobile counts as empty', { CustomerMobile: '   ' }, 'Customer Mobile is required.'],
    ['missing mobile', { CustomerMobile: undefined }, 'Customer Mobile is required.'],
    ['blank name', { CustomerName: '  ' }, 'Customer Name is required.'],
    ['missing name', { CustomerName: undefined }, 'Customer Name is required.'],
    ['name over 100 characters', { CustomerName: 'n'.repeat(101) }, 'Customer Name must be at most 100 characters.'],
    ['name of exactly 100 characters', { CustomerName: 'n'.repeat(100) }, null],
    ['no products', { OrderProductList: [] }, 'No product added.'],
    ['no product list', { OrderProductList: undefined }, 'No product added.'],
    ['a malformed email when given', { EmailID: 'asha@' }, 'Please enter a valid email address.'],
    ['a malformed CustomerEmail when given', { CustomerEmail: 'nope' }, 'Please enter a valid email address.'],
    ['an empty email is fine (optional)', { EmailID: '' }, null],
  ])('%s', (_label, change, message) => {
    expect(orderMessage({ ...valid, ...change })).toBe(message);
  });

  it.each([
    ['everything wrong: the 7-digit message first', { CustomerMobile: '12', CustomerName: '', OrderProductList: [] }, SEVEN],
    ['everything missing: mobile required first', { CustomerMobile: '', CustomerName: '', OrderProductList: [] }, 'Customer Mobile is required.'],
    ['then the name', { CustomerMobile: '7654321', CustomerName: '', OrderProductList: [] }, 'Customer Name is required.'],
    ['then the products', { CustomerMobile: '7654321', CustomerName: 'Asha', OrderProductList: [] }, 'No product added.'],
  ])('order of checks: %s', (_label, order, message) => {
    expect(orderMessage(order)).toBe(message);
  });
});

describe('docs/domain.md#review-checks, in order (docs/domain.md#validation: "Review  is required." loses its doubled space)', () => {
  const valid = { CustomerMobile: '7654321', CustomerName: 'Asha', ReviewTitle: 'Lovely', Comments: 'Smells great.', Rating: 5 };

  it.each([
    ['a valid review passes', {}, null],
    ['mobile of 5 digits', { CustomerMobile: '12345' }, SEVEN],
    ['mobile over the 7-character limit', { CustomerMobile: '123456789' }, SEVEN],
    ['empty mobile', { CustomerMobile: '' }, 'Customer Mobile is required.'],
    ['blank name', { CustomerName: ' ' }, 'Customer Name is required.'],
    ['name over 100', { CustomerName: 'n'.repeat(101) }, 'Customer Name must be at most 100 characters.'],
    ['missing title (the reference form had none)', { ReviewTitle: undefined }, 'Title is required.'],
    ['blank title', { ReviewTitle: '\t ' }, 'Title is required.'],
    ['title over 100', { ReviewTitle: 't'.repeat(101) }, 'Title must be at most 100 characters.'],
    ['blank comments after trimming', { Comments: '   ' }, 'Review is required.'],
    ['comments over 1000', { Comments: 'r'.repeat(1001) }, 'Review must be at most 1000 characters.'],
    ['comments of exactly 1000', { Comments: 'r'.repeat(1000) }, null],
    ['1000 characters plus surrounding spaces', { Comments: ` ${'r'.repeat(1000)} ` }, null],
    ['rating 0', { Rating: 0 }, 'Rating must be a whole number from 1 to 5.'],
    ['rating 6', { Rating: 6 }, 'Rating must be a whole number from 1 to 5.'],
    ['rating 4.5', { Rating: 4.5 }, 'Rating must be a whole number from 1 to 5.'],
    ['rating as text', { Rating: '5' }, 'Rating must be a whole number from 1 to 5.'],
    ['missing rating', { Rating: undefined }, 'Rating must be a whole number from 1 to 5.'],
    ['rating 1', { Rating: 1 }, null],
  ])('%s', (_label, change, message) => {
    expect(reviewMessage({ ...valid, ...change })).toBe(message);
  });

  it.each([
    ['all empty: mobile required first', {}, 'Customer Mobile is required.'],
    ['bad mobile beats everything', { CustomerMobile: '1' }, SEVEN],
    ['then the name', { CustomerMobile: '7654321' }, 'Customer Name is required.'],
    ['then the title', { CustomerMobile: '7654321', CustomerName: 'A' }, 'Title is required.'],
    ['then the review', { CustomerMobile: '7654321', CustomerName: 'A', ReviewTitle: 'T' }, 'Review is required.'],
    ['then the rating', { CustomerMobile: '7654321', CustomerName: 'A', ReviewTitle: 'T', Comments: 'C' }, 'Rating must be a whole number from 1 to 5.'],
  ])('order of checks: %s', (_label, review, message) => {
    expect(reviewMessage(review)).toBe(message);
  });
});

describe('docs/domain.md#registration-checks, in order, spelled "required"', () => {
  const valid = {
    Mobile1: '7654321',
    CustomerName: 'Asha Ramdial',
    EmailID: 'asha@example.tt',
    NewPassword: 'coconut oil',
    ConfirmPassword: 'coconut oil',
    ConfirmMobile: true,
  };
  const CONFIRM = 'You need to confirm that this is your mobile number and You agree to its use for account notifications';

  it.each([
    ['a valid registration passes', {}, null],
    ['empty mobile', { Mobile1: '' }, 'Mobile is required.'],
    ['mobile of 6 digits', { Mobile1: '765432' }, SEVEN],
    ['blank name', { CustomerName: ' ' }, 'Name is required.'],
    ['name over 100', { CustomerName: 'n'.repeat(101) }, 'Name must be at most 100 characters.'],
    ['empty password', { NewPassword: '' }, 'Password is required.'],
    ['empty confirmation', { ConfirmPassword: '' }, 'Confirm Password is required.'],
    ['passwords differ', { ConfirmPassword: 'coconut oil ' }, 'Passwords do not match.'],
    ['password of 5 characters', { NewPassword: 'mauby', ConfirmPassword: 'mauby' }, 'Password must be at least 6 characters.'],
    ['password of 6 characters', { NewPassword: 'sorrel', ConfirmPassword: 'sorrel' }, null],
    ['password of 6 spaces (taken as typed)', { NewPassword: '      ', ConfirmPassword: '      ' }, null],
    ['password of 200 characters', { NewPassword: 'p'.repeat(200), ConfirmPassword: 'p'.repeat(200) }, null],
    ['password of 201 characters', { NewPassword: 'p'.repeat(201), ConfirmPassword: 'p'.repeat(201) }, 'Password must be at most 200 characters.'],
    ['checkbox unticked', { ConfirmMobile: false }, CONFIRM],
    ['checkbox missing', { ConfirmMobile: undefined }, CONFIRM],
    ['no email (optional)', { EmailID: undefined }, null],
    ['empty email (optional)', { EmailID: '' }, null],
    ['malformed email', { EmailID: 'asha@@example.tt' }, 'Please enter a valid email address.'],
  ])('%s', (_label, change, message) => {
    expect(registrationMessage({ ...valid, ...change })).toBe(message);
  });

  it.each([
    ['all empty: mobile first', {}, 'Mobile is required.'],
    ['then the name', { Mobile1: '7654321' }, 'Name is required.'],
    ['then the password', { Mobile1: '7654321', CustomerName: 'A' }, 'Password is required.'],
    ['then the confirmation', { Mobile1: '7654321', CustomerName: 'A', NewPassword: 'p' }, 'Confirm Password is required.'],
    ['then the match', { Mobile1: '7654321', CustomerName: 'A', NewPassword: 'p', ConfirmPassword: 'q' }, 'Passwords do not match.'],
    ['then the length', { Mobile1: '7654321', CustomerName: 'A', NewPassword: 'p', ConfirmPassword: 'p' }, 'Password must be at least 6 characters.'],
    ['then the checkbox', { Mobile1: '7654321', CustomerName: 'A', NewPassword: 'pepper', ConfirmPassword: 'pepper' }, CONFIRM],
  ])('order of checks: %s', (_label, registration, message) => {
    expect(registrationMessage(registration)).toBe(message);
  });

  it('API clients without the checkbox can be let through by the host', () => {
    const { ConfirmMobile: _omit, ...fromApi } = valid;
    expect(registrationMessage(fromApi)).toBe(CONFIRM);
    expect(registrationMessage(fromApi, { requireMobileConfirmation: false })).toBeNull();
  });

  it('the checkbox message has no doubled space', () => {
    expect(registrationMessage({ ...valid, ConfirmMobile: false })).not.toMatch(/ {2}/);
  });
});

describe('change password, in the registration order', () => {
  const valid = { CurrentPassword: 'old one', NewPassword: 'sorrel', ConfirmPassword: 'sorrel' };
  it.each([
    ['a valid change passes', {}, null],
    ['empty current password', { CurrentPassword: '' }, 'Current Password is required.'],
    ['empty new password', { NewPassword: '' }, 'Password is required.'],
    ['empty confirmation', { ConfirmPassword: '' }, 'Confirm Password is required.'],
    ['passwords differ', { ConfirmPassword: 'sorrel!' }, 'Passwords do not match.'],
    ['too short', { NewPassword: 'mauby', ConfirmPassword: 'mauby' }, 'Password must be at least 6 characters.'],
    ['too long', { NewPassword: 'p'.repeat(201), ConfirmPassword: 'p'.repeat(201) }, 'Password must be at most 200 characters.'],
    ['not text at all', { CurrentPassword: 7 }, 'Current Password is required.'],
  ])('%s', (_label, change, message) => {
    expect(changePasswordMessage({ ...valid, ...change })).toBe(message);
  });
});

describe('login', () => {
  it.each([
    [{ Mobile: '7654321', Password: 'secret' }, null],
    [{ Mobile: '', Password: 'secret' }, 'Mobile is required.'],
    [{ Mobile: '  ', Password: '' }, 'Mobile is required.'],
    [{ Mobile: '7654321', Password: '' }, 'Password is required.'],
    [{ Mobile: '7654321' }, 'Password is required.'],
    [{}, 'Mobile is required.'],
  ])('%j gives %s', (login, message) => {
    expect(loginMessage(login)).toBe(message);
  });
});

describe('docs/domain.md#store-form-checks', () => {
  it.each([
    [{ StoreMobile: '7654321', StorePhone: '6234567' }, null],
    [{ StoreMobile: '7654321' }, null],
    [{ StoreMobile: '' }, 'Please fill StoreMobile field.'],
    [{ StoreMobile: '  ' }, 'Please fill StoreMobile field.'],
    [{}, 'Please fill StoreMobile field.'],
    [{ StoreMobile: '76543210' }, 'StoreMobile must be at most 7 characters.'],
    [{ StoreMobile: '7654321', StorePhone: '62345678' }, 'StorePhone must be at most 7 characters.'],
  ])('%j gives %s', (store, message) => {
    expect(storeMessage(store)).toBe(message);
  });
});

describe('docs/domain.md#adding-to-the-cart adding to the cart', () => {
  it.each([
    [{ IsSoldOut: 1, ProductSKUCount: 1 }, 'soldOut'],
    [{ IsSoldOut: 1, ProductSKUCount: 3 }, 'soldOut'],
    [{ IsSoldOut: 0, ProductSKUCount: 2 }, 'chooseOption'],
    [{ IsSoldOut: 0, ProductSKUCount: 1 }, 'add'],
    [{ IsSoldOut: 0, ProductSKUCount: 0 }, 'add'],
  ])('card: %j -> %s', (product, action) => {
    expect(cardAddAction(product)).toBe(action);
  });

  const sku = (Color: string, Size: string) => ({ ProductSKUNo: 1, Color, Size, Barcode: '' });
  const two = [sku('Red', 'M'), sku('Blue', 'L')];
  it.each([
    ['sold out', { IsSoldOut: 1, ProductSKUList: two }, { Color: 'Red', Size: 'M' }, 'Item is sold out. Please select other item'],
    ['two options, none chosen', { IsSoldOut: 0, ProductSKUList: two }, undefined, 'Please select a option before adding to cart'],
    ['two options, null chosen', { IsSoldOut: 0, ProductSKUList: two }, null, 'Please select a option before adding to cart'],
    ['two options, one not offered', { IsSoldOut: 0, ProductSKUList: two }, { Color: 'Red', Size: 'L' }, 'Please select a option before adding to cart'],
    ['two options, one chosen', { IsSoldOut: 0, ProductSKUList: two }, { Color: 'Blue', Size: 'L' }, null],
    ['one option needs no choice', { IsSoldOut: 0, ProductSKUList: [sku('Red', '')] }, undefined, null],
    ['no options', { IsSoldOut: 0, ProductSKUList: [] }, undefined, null],
    ['colour-only options', { IsSoldOut: 0, ProductSKUList: [sku('Red', ''), sku('Blue', '')] }, { Color: 'Blue' }, null],
  ])('detail page: %s', (_label, product, option, message) => {
    expect(detailAddMessage(product, option)).toBe(message);
  });
});
