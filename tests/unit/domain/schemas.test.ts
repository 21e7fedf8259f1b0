import { describe, expect, it } from 'vitest';
import { create, StructError, validate, type Struct } from 'superstruct';
import type { LoginPayload, OrderPayload, RegistrationPayload, ReviewPayload } from '../../../widgets/domain/types.js';
import {
  ChangePasswordStruct,
  describeStructError,
  LoginStruct,
  OrderStruct,
  parseWith,
  ProductReturnStruct,
  RegistrationStruct,
  ReviewStruct,
  UpdateAccountStruct,
} from '../../../widgets/domain/schemas.js';
import { orderMessage, reviewMessage } from '../../../widgets/domain/validation.js';

const order = {
  PMNo: 3,
  OrderProductList: [{ ProductNo: 12, Quantity: 2, Color: 'Red', SalesPrice: 45.5, TotalAmount: 91 }],
  IsPickup: 0,
  CustomerMobile: '7654321',
  CustomerName: 'Asha Ramdial',
  EmailID: 'asha@example.tt',
  CustomerAddress: '12 Frederick Street',
  CustomerCityNo: 4,
  ODeliverCountryNo: 1,
  StoreNo: 8,
  InvoiceStoreName: 'Online Store',
  ShopNo: 16,
  NewOrderDate: '2025-03-01',
  Source: 1,
};

describe('the structs describe the shared payload types', () => {
  it('parsed values are assignable to the types of types.ts', () => {
    const o: OrderPayload = create(order, OrderStruct);
    const r: ReviewPayload = create({ ProductNo: 1, CustomerMobile: '', CustomerName: '', ReviewTitle: '', Comments: '', Rating: 5 }, ReviewStruct);
    const g: RegistrationPayload = create({ CustomerName: 'A', Mobile1: '7654321', NewPassword: 'p', ConfirmPassword: 'p' }, RegistrationStruct);
    const l: LoginPayload = create({ Mobile: '7654321', Password: 'p' }, LoginStruct);
    expect([o, r, g, l].every(Boolean)).toBe(true);
  });
});

describe('OrderStruct', () => {
  it('accepts a checkout order and keeps unknown fields of older clients', () => {
    const parsed = parseWith(OrderStruct, { ...order, SomethingOld: 'x' });
    expect(parsed).toEqual({ ok: true, value: { ...order, SomethingOld: 'x' } });
  });

  it('fills the docs/orders.md#order-payload defaults: PMNo 3, IsPickup 0, country 1', () => {
    const { PMNo, IsPickup, ODeliverCountryNo, ...rest } = order;
    const parsed = parseWith(OrderStruct, rest);
    expect(parsed.ok && parsed.value).toMatchObject({ PMNo: 3, IsPickup: 0, ODeliverCountryNo: 1 });
    expect([PMNo, IsPickup, ODeliverCountryNo]).toEqual([3, 0, 1]);
  });

  it('missing or null customer text arrives as "" so the docs/domain.md#validation message can be given', () => {
    const parsed = parseWith(OrderStruct, { ...order, CustomerMobile: null, CustomerName: undefined, OrderProductList: null });
    expect(parsed.ok).toBe(true);
    if (parsed.ok) {
      expect(parsed.value).toMatchObject({ CustomerMobile: '', CustomerName: '', OrderProductList: [] });
      expect(orderMessage(parsed.value)).toBe('Customer Mobile is required.');
    }
  });

  it('null optional fields become absent', () => {
    const parsed = parseWith(OrderStruct, { ...order, CustomerCityNo: null, Remarks: null });
    expect(parsed.ok && parsed.value).not.toHaveProperty('Remarks', null);
    expect(parsed.ok && parsed.value.CustomerCityNo).toBeUndefined();
  });

  it('does not change the object it was given', () => {
    const input = { ...order, CustomerMobile: null };
    parseWith(OrderStruct, input);
    expect(input.CustomerMobile).toBeNull();
  });

  it.each([
    ['a quantity as text', { OrderProductList: [{ ProductNo: 1, Quantity: '2' }] }, 'OrderProductList[0].Quantity must be a number.'],
    ['a fractional quantity', { OrderProductList: [{ ProductNo: 1, Quantity: 1.5 }] }, 'OrderProductList[0].Quantity must be a whole number.'],
    ['quantity 0', { OrderProductList: [{ ProductNo: 1, Quantity: 0 }] }, 'OrderProductList[0].Quantity must be from 1 to 99.'],
    ['a missing quantity', { OrderProductList: [{ ProductNo: 1 }] }, 'OrderProductList[0].Quantity is required.'],
    [
      'ProductNo 0 in the second line',
      {
        OrderProductList: [
          { ProductNo: 1, Quantity: 1 },
          { ProductNo: 0, Quantity: 1 },
        ],
      },
      'OrderProductList[1].ProductNo must be 1 or more.',
    ],
    ['Color as a number', { OrderProductList: [{ ProductNo: 1, Quantity: 1, Color: 5 }] }, 'OrderProductList[0].Color must be a string.'],
    [
      'a negative client total',
      { OrderProductList: [{ ProductNo: 1, Quantity: 1, TotalAmount: -1 }] },
      'OrderProductList[0].TotalAmount must not be negative.',
    ],
    ['a product list that is not a list', { OrderProductList: 'all of them' }, 'OrderProductList must be an array.'],
    ['a line that is not an object', { OrderProductList: [7] }, 'OrderProductList[0] must be an object.'],
    ['PMNo 7', { PMNo: 7 }, 'PMNo must be 1, 2 or 3.'],
    ['PMNo as text', { PMNo: '1' }, 'PMNo must be 1, 2 or 3.'],
    ['IsPickup true', { IsPickup: true }, 'IsPickup must be 0 or 1.'],
    ['Source 3', { Source: 3 }, 'Source must be 1 or 2.'],
    ['a mobile as a number', { CustomerMobile: 7654321 }, 'CustomerMobile must be a string.'],
    ['a city as text', { CustomerCityNo: '4' }, 'CustomerCityNo must be a number.'],
  ])('rejects %s: %s', (_label, change, message) => {
    expect(parseWith(OrderStruct, { ...order, ...change })).toEqual({ ok: false, msg: message });
  });

  it.each([
    ['a string', 'order'],
    ['an array', []],
    ['null', null],
  ])('rejects a body that is %s', (_label, body) => {
    expect(parseWith(OrderStruct, body)).toEqual({ ok: false, msg: 'The request body must be an object.' });
  });
});

describe('ReviewStruct', () => {
  it('a review without a title parses, then gets "Title is required."', () => {
    const parsed = parseWith(ReviewStruct, { ProductNo: 3, CustomerMobile: '7654321', CustomerName: 'Asha', Comments: 'Nice', Rating: 4 });
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(reviewMessage(parsed.value)).toBe('Title is required.');
  });

  it('a missing rating becomes 0, which reviewMessage refuses', () => {
    const parsed = parseWith(ReviewStruct, { ProductNo: 3, CustomerMobile: '7654321', CustomerName: 'A', ReviewTitle: 'T', Comments: 'C' });
    expect(parsed.ok && reviewMessage(parsed.value)).toBe('Rating must be a whole number from 1 to 5.');
  });

  it.each([
    [{ ProductNo: '3' }, 'ProductNo must be a number.'],
    [{ ProductNo: undefined }, 'ProductNo is required.'],
    [{ ProductNo: 3, Rating: 'five' }, 'Rating must be a number.'],
    [{ ProductNo: 3, Comments: ['x'] }, 'Comments must be a string.'],
  ])('%j: %s', (body, message) => {
    expect(parseWith(ReviewStruct, body)).toEqual({ ok: false, msg: message });
  });
});

describe('RegistrationStruct and LoginStruct', () => {
  it.each([
    ['registration', { CustomerName: 'A', Mobile1: 7654321 }, 'Mobile1 must be a string.'],
    ['registration', { ConfirmMobile: 'yes' }, 'ConfirmMobile must be true or false.'],
    ['login', { Mobile: '7654321', Password: 1234 }, 'Password must be a string.'],
  ])('rejects wrong types in a %s: %j', (kind, body, message) => {
    const parsed = kind === 'login' ? parseWith(LoginStruct, body) : parseWith(RegistrationStruct, body);
    expect(parsed).toEqual({ ok: false, msg: message });
  });

  it('missing text arrives empty for the ordered messages', () => {
    expect(parseWith(LoginStruct, {})).toEqual({ ok: true, value: { Mobile: '', Password: '' } });
    const parsed = parseWith(RegistrationStruct, { EmailID: null });
    expect(parsed).toEqual({
      ok: true,
      value: { CustomerName: '', Mobile1: '', NewPassword: '', ConfirmPassword: '', EmailID: undefined },
    });
  });
});

describe('describeStructError', () => {
  it('works on errors from superstruct itself', () => {
    const [error] = validate({ OrderProductList: [{ ProductNo: 1, Quantity: 'x' }] }, OrderStruct, { coerce: true });
    expect(error).toBeInstanceOf(StructError);
    expect(describeStructError(error!)).toBe('OrderProductList[0].Quantity must be a number.');
  });

  it('without coercion a missing field is "required"', () => {
    const [error] = validate({}, LoginStruct);
    expect(describeStructError(error!)).toBe('Mobile is required.');
  });
});

describe('ProductReturnStruct: numbers as JSON or as form text, yes/no in either form', () => {
  const body = {
    OrderNo: '42',
    OrderDate: '2025-03-01',
    FirstName: 'Asha',
    LastName: 'Ramdial',
    EmailID: 'asha@example.tt',
    Telephone: '7654321',
    ProductName: 'Shea Butter',
    ProductCode: '8901234567890',
    Quantity: '2',
    ReasonNo: 4,
    IsOpened: 'true',
    Details: 'The lid was cracked.',
  };

  it.each([
    ['order number as text', { OrderNo: '42' }, { OrderNo: 42 }],
    ['order number as a number', { OrderNo: 42 }, { OrderNo: 42 }],
    ['blank order number: no order', { OrderNo: '  ' }, { OrderNo: null }],
    ['absent order number: no order', { OrderNo: undefined }, { OrderNo: null }],
    ['null order number: no order', { OrderNo: null }, { OrderNo: null }],
    ['quantity as text', { Quantity: ' 3 ' }, { Quantity: 3 }],
    ['missing quantity is 0 (the checks name it)', { Quantity: undefined }, { Quantity: 0 }],
    ['missing reason is 0', { ReasonNo: null }, { ReasonNo: 0 }],
    ['opened: "1"', { IsOpened: '1' }, { IsOpened: true }],
    ['opened: 1', { IsOpened: 1 }, { IsOpened: true }],
    ['opened: "false"', { IsOpened: 'false' }, { IsOpened: false }],
    ['opened: absent', { IsOpened: undefined }, { IsOpened: false }],
    ['missing text arrives as ""', { Details: null, LastName: undefined }, { Details: '', LastName: '' }],
  ])('%s', (_label, change, expected) => {
    const parsed = parseWith(ProductReturnStruct, { ...body, ...change });
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.value).toMatchObject(expected);
  });

  it.each([
    ['opened: "maybe"', { IsOpened: 'maybe' }, 'IsOpened must be true or false.'],
    ['quantity as a list', { Quantity: [2] }, 'Quantity must be a number.'],
    ['terms as text', { AgreeTerms: 'yes' }, 'AgreeTerms must be true or false.'],
    ['an order number that is not digits', { OrderNo: '4x' }, 'OrderNo must be a number.'],
  ])('refuses %s', (_label, change, msg) => {
    expect(parseWith(ProductReturnStruct, { ...body, ...change })).toEqual({ ok: false, msg });
  });
});

describe('the account structs', () => {
  it.each([
    [UpdateAccountStruct, { CustomerName: null }, { CustomerName: '' }],
    [UpdateAccountStruct, { CustomerName: 'Asha', EmailID: 'a@b.tt' }, { CustomerName: 'Asha', EmailID: 'a@b.tt' }],
    [ChangePasswordStruct, {}, { CurrentPassword: '', NewPassword: '', ConfirmPassword: '' }],
    [ChangePasswordStruct, { NewPassword: 'sorrel' }, { NewPassword: 'sorrel' }],
  ] as const)('%#: %j arrives as %j', (struct, input, expected) => {
    const parsed = parseWith<unknown, unknown>(struct as Struct<unknown, unknown>, input);
    expect(parsed.ok && parsed.value).toMatchObject(expected);
  });

  it('keeps an absent EmailID absent (the saved value stays) and refuses a wrong type', () => {
    expect(parseWith(UpdateAccountStruct, { CustomerName: 'Asha' })).toEqual({ ok: true, value: { CustomerName: 'Asha' } });
    expect(parseWith(ChangePasswordStruct, { NewPassword: 123456 })).toEqual({ ok: false, msg: 'NewPassword must be a string.' });
  });
});
