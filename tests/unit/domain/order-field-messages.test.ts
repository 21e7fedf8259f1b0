import { describe, expect, it } from 'vitest';
import { orderFieldMessage, orderFieldMessages, type OrderFields } from '../../../widgets/domain/validation.js';
import * as M from '../../../widgets/domain/messages.js';

const valid: OrderFields = {
  CustomerMobile: '7654321',
  CustomerName: 'Asha Ramdial',
  OrderProductList: [{ ProductNo: 1, Quantity: 1 }],
  CustomerAddress: '12 Queen Street',
  CustomerCityNo: 1,
};

describe('orderFieldMessages: every refused field at once, in the order of docs/domain.md#validation', () => {
  it.each<[string, OrderFields, Array<[string, string]>]>([
    ['a valid order', {}, []],
    [
      'everything empty, delivery',
      { CustomerMobile: '', CustomerName: '', OrderProductList: [], CustomerAddress: '', CustomerCityNo: 0 },
      [
        ['mobile', M.CUSTOMER_MOBILE_REQUIRED],
        ['name', M.CUSTOMER_NAME_REQUIRED],
        ['products', M.NO_PRODUCT_ADDED],
        ['address', M.ADDRESS_REQUIRED],
        ['city', M.CITY_REQUIRED],
      ],
    ],
    [
      'everything empty, pickup: no address or city needed',
      { CustomerMobile: '', CustomerName: '', IsPickup: 1, CustomerAddress: '', CustomerCityNo: 0 },
      [
        ['mobile', M.CUSTOMER_MOBILE_REQUIRED],
        ['name', M.CUSTOMER_NAME_REQUIRED],
      ],
    ],
    ['one field: its first failing check only', { CustomerName: 'n'.repeat(101) }, [['name', M.CUSTOMER_NAME_TOO_LONG]]],
    [
      'a short mobile and a bad email',
      { CustomerMobile: '123', EmailID: 'asha@' },
      [
        ['mobile', M.PHONE_INVALID],
        ['email', M.EMAIL_INVALID],
      ],
    ],
  ])('%s', (_case, change, expected) => {
    const order = { ...valid, ...change };
    const refused = orderFieldMessages(order);
    expect(refused.map((r) => [r.field, r.message])).toEqual(expected);
    // The first of them is what the server answers (orderFieldMessage), unchanged.
    expect(orderFieldMessage(order)).toEqual(refused[0] ?? null);
  });
});
