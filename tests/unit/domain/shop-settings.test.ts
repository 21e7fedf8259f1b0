import { describe, expect, it } from 'vitest';
import { checkShopSettings, SETTINGS_MESSAGES as M } from '../../../widgets/domain/shop-settings-check.js';
import {
  bankTransferReady,
  chatLink,
  DEFAULT_SHOP_SETTINGS,
  EMPTY_BANK,
  publicShopSettings,
  type ShopSettings,
} from '../../../widgets/domain/shop-settings.js';
import { SPEC_DELIVERY_RATES } from '../../../widgets/domain/delivery-rates.js';
import { deliveryMessage, deliveryMinimumText, freightFor } from '../../../widgets/domain/freight.js';
import { priceSummary } from '../../../widgets/domain/price-summary.js';
import { setupChecklist } from '../../../widgets/domain/setup-checklist.js';

const bank = { accountName: 'Cedar Soap Co.', bank: 'First Island Bank', accountNumber: '100-200-300', swift: 'FIBKTTPX', receiptNote: 'Send the receipt.' };
const valid: ShopSettings = {
  ...DEFAULT_SHOP_SETTINGS,
  name: 'Cedar Soap Co.',
  email: 'hello@cedar.example',
  chatNumber: '18681234567',
  pickups: [{ address: '1 Cedar Lane, Arima', street: '1 Cedar Lane', town: 'Arima', region: 'Arima', hours: 'Weekdays 9 to 5', phone: '' }],
  bank,
};

describe('the spec delivery terms are the defaults', () => {
  it('TT$500 minimum, TT$40 / TT$0 to Trinidad, TT$60 / TT$30 to Tobago', () => {
    expect(DEFAULT_SHOP_SETTINGS.delivery).toEqual({ minimum: 500, trinidad: 40, trinidadFreeDelivery: 0, tobago: 60, tobagoFreeDelivery: 30 });
  });

  it('a new shop offers no bank transfer, has no chat link and shows no contacts', () => {
    expect(bankTransferReady(DEFAULT_SHOP_SETTINGS.bank)).toBe(false);
    expect(chatLink(DEFAULT_SHOP_SETTINGS)).toBeNull();
    expect([DEFAULT_SHOP_SETTINGS.email, DEFAULT_SHOP_SETTINGS.phone, DEFAULT_SHOP_SETTINGS.pickups.length]).toEqual(['', '', 0]);
  });
});

describe("a shop's own rates", () => {
  const rates = { minimum: 300, trinidad: 45, trinidadFreeDelivery: 5, tobago: 75, tobagoFreeDelivery: 35 };
  it.each([
    [1, false, false, 45],
    [1, true, false, 5],
    [2, false, false, 75],
    [2, true, false, 35],
    [2, false, true, 0],
  ])('country %s, free %s, pickup %s: TT$%s', (country, free, pickup, freight) => {
    expect(freightFor(country, free, pickup, rates)).toBe(freight);
  });

  it('the minimum and its message follow the settings', () => {
    expect(deliveryMessage(299.99, false, 300)).toBe('Delivery is available for orders of TT$300.00 or more. Please choose Pickup for smaller orders.');
    expect(deliveryMessage(300, false, 300)).toBeNull();
    expect(deliveryMinimumText(500)).toBe('Delivery is available for orders of TT$500.00 or more. Please choose Pickup for smaller orders.');
    expect(priceSummary({ ItemTotal: 350, FreeDelivery: false, DeliverCountryNo: 2, IsPickup: 0 }, rates)).toMatchObject({
      freight: 75,
      toPay: 425,
      pickup: false,
    });
    expect(priceSummary({ ItemTotal: 350, FreeDelivery: false, DeliverCountryNo: 2, IsPickup: 0 }, SPEC_DELIVERY_RATES)).toMatchObject({
      freight: 0,
      pickup: true,
    });
  });
});

describe('checkShopSettings', () => {
  it('accepts complete settings, trimmed, SWIFT in capitals', () => {
    const r = checkShopSettings({ ...valid, name: '  Cedar Soap Co. ', bank: { ...bank, swift: 'fibkttpx' } });
    expect(r).toEqual({ ok: true, settings: valid });
  });

  it('accepts a shop with no bank details at all (no bank transfer)', () => {
    expect(checkShopSettings({ ...valid, bank: EMPTY_BANK })).toMatchObject({ ok: true });
  });

  const withBank = (b: Partial<typeof bank>) => ({ ...valid, bank: { ...bank, ...b } });
  const withDelivery = (d: Partial<ShopSettings['delivery']>) => ({ ...valid, delivery: { ...valid.delivery, ...d } });
  it.each<[string, unknown, string]>([
    ['not an object', 'settings', M.notAnObject],
    ['no name', { ...valid, name: ' ' }, M.nameRequired],
    ['a bad email', { ...valid, email: 'hello@' }, M.email],
    ['a chat number with letters', { ...valid, chatNumber: '1868-CALL-US' }, M.chatNumber],
    ['a malformed SWIFT', withBank({ swift: 'RB-TT' }), 'Bank details: the SWIFT code must be 8 or 11 letters and digits (such as ABCDTTPX).'],
    ['an empty account name', withBank({ accountName: '' }), 'Bank details: the account name is required.'],
    ['a bank without an account number', withBank({ accountNumber: '' }), M.bankIncomplete],
    ['an account number with letters', withBank({ accountNumber: '12AB34' }), M.accountNumber],
    ['a negative freight', withDelivery({ tobago: -5 }), 'Freight to Tobago must be an amount of TT$0 or more (at most TT$100,000).'],
    ['a minimum that is not a number', withDelivery({ minimum: 'five hundred' as unknown as number }), M.money('The delivery minimum')],
    ['a pickup outlet without hours', { ...valid, pickups: [{ ...valid.pickups[0], hours: '' }] }, 'Pickup outlet 1: the opening hours are required.'],
    ['a pickup outlet without address', { ...valid, pickups: [{ ...valid.pickups[0], address: '' }] }, 'Pickup outlet 1: the address is required.'],
    ['six pickup outlets', { ...valid, pickups: Array(6).fill(valid.pickups[0]) }, M.tooManyPickups],
    ['a social link that is not https', { ...valid, social: { facebook: 'javascript:alert(1)', instagram: '' } }, M.socialLink('Facebook')],
    ['a fractional threshold', { ...valid, lowStockThreshold: 2.5 }, M.threshold],
    ['a name of 101 characters', { ...valid, name: 'x'.repeat(101) }, M.tooLong('The shop name', 100)],
  ])('refuses %s', (_what, input, msg) => {
    expect(checkShopSettings(input)).toEqual({ ok: false, msg });
  });
});

describe('what shoppers are told', () => {
  it('everything but the low-stock threshold', () => {
    expect(publicShopSettings(valid)).not.toHaveProperty('lowStockThreshold');
    expect(publicShopSettings(valid).bank).toEqual(bank);
  });
});

describe('setupChecklist', () => {
  const facts = { settings: DEFAULT_SHOP_SETTINGS, settingsSaved: false, takesCards: false, productCount: 0, staffCount: 1 };
  it('a new shop has every step open', () => {
    expect(setupChecklist(facts).map((i) => [i.Step, i.Done])).toEqual([
      ['details', false],
      ['payment', false],
      ['product', false],
      ['staff', false],
    ]);
  });

  it.each<[string, Partial<typeof facts>, string]>([
    ['saved details with a contact', { settings: valid, settingsSaved: true }, 'details'],
    ['bank details', { settings: valid }, 'payment'],
    ['card payment', { takesCards: true }, 'payment'],
    ['a product', { productCount: 1 }, 'product'],
    ['a second staff member', { staffCount: 2 }, 'staff'],
  ])('%s closes its step', (_what, more, step) => {
    const done = setupChecklist({ ...facts, ...more }).filter((i) => i.Done);
    expect(done.map((i) => i.Step)).toContain(step);
  });
});
