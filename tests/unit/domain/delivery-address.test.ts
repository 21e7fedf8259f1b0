// A delivery needs an address a courier can find and a city; a pickup needs neither.
import { describe, expect, it } from 'vitest';
import { orderFieldMessage, orderMessage } from '../../../widgets/domain/validation.js';
import { ADDRESS_MIN } from '../../../widgets/domain/constants.js';
import { ADDRESS_REQUIRED, CITY_REQUIRED, CUSTOMER_NAME_REQUIRED } from '../../../widgets/domain/messages.js';

const valid = {
  CustomerMobile: '7654321',
  CustomerName: 'Asha Ramdial',
  OrderProductList: [{ ProductNo: 1, Quantity: 1 }],
  IsPickup: 0,
  CustomerAddress: '12 Queen Street',
  CustomerCityNo: 1,
};

describe('orderFieldMessage: delivery address and city', () => {
  it('the minimum address length is 8', () => {
    expect(ADDRESS_MIN).toBe(8);
    expect(ADDRESS_REQUIRED).toBe('Please enter the delivery address (at least 8 characters), or choose Pickup.');
  });

  it.each([
    ['no address', { CustomerAddress: undefined }, 'address', ADDRESS_REQUIRED],
    ['blank address', { CustomerAddress: '        ' }, 'address', ADDRESS_REQUIRED],
    ['7 characters', { CustomerAddress: ' 12 Main '.slice(1, 8) }, 'address', ADDRESS_REQUIRED],
    ['city None (0)', { CustomerCityNo: 0 }, 'city', CITY_REQUIRED],
    ['no city', { CustomerCityNo: undefined }, 'city', CITY_REQUIRED],
    ['city not a number', { CustomerCityNo: '1' }, 'city', CITY_REQUIRED],
    ['IsPickup absent counts as delivery', { IsPickup: undefined, CustomerAddress: '' }, 'address', ADDRESS_REQUIRED],
  ])('%s: refused on the %s field', (_name, change, field, message) => {
    const order = { ...valid, ...change };
    expect(orderFieldMessage(order)).toEqual({ field, message });
    expect(orderMessage(order)).toBe(message);
  });

  it.each([
    ['8 characters', { CustomerAddress: '12 Main ' + 'R' }],
    ['a full delivery', {}],
    ['pickup without address or city', { IsPickup: 1, CustomerAddress: '', CustomerCityNo: 0 }],
  ])('%s passes', (_name, change) => {
    expect(orderMessage({ ...valid, ...change })).toBeNull();
  });

  it('the spec checks come first: a missing name is reported before a missing address', () => {
    expect(orderFieldMessage({ ...valid, CustomerName: '', CustomerAddress: '' })).toEqual({ field: 'name', message: CUSTOMER_NAME_REQUIRED });
  });
});
