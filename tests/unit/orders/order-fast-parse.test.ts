// The order body's fast path against the schema it stands in for: whatever it accepts, superstruct accepts with a
// value equal down to which keys are absent and which are present but undefined; the rest it leaves to superstruct.
import { describe, expect, it } from 'vitest';
import { parseOrderFast } from '../../../host/orders/order-fast-parse.js';
import { MAX_LINE_QUANTITY } from '../../../widgets/domain/constants.js';
import { MAX_ID, OrderProductStruct, OrderStruct, parseWith } from '../../../widgets/domain/schemas.js';

function schemaParse(body: unknown) {
  return parseWith(OrderStruct, body);
}

const pickupOrder = {
  PMNo: 3,
  IsPickup: 1,
  OrderProductList: [{ ProductNo: 12, Quantity: 2 }],
  CustomerMobile: '7654321',
  CustomerName: 'Asha Ramdial',
  Source: 1,
};

const deliveryOrder = {
  PMNo: 2,
  OrderProductList: [
    { ProductNo: 12, Quantity: 2, Color: 'Red', Size: 'M', SalesPrice: 45.5, TotalAmount: 91 },
    { ProductNo: 40, Quantity: MAX_LINE_QUANTITY, Color: '', SalesPrice: 0, TotalAmount: 0 },
  ],
  Remarks: 'Call at the gate',
  CountryNo: 1,
  IsPickup: 0,
  Freight: 40,
  ItemTotal: 591,
  TotalAmount: 631,
  CustomerMobile: '7654321',
  CustomerName: 'Asha Ramdial',
  EmailID: 'asha@example.tt',
  CustomerEmail: 'asha@example.tt',
  CustomerAddress: '12 Frederick Street',
  CustomerCityNo: 4,
  ODeliverCountryNo: 2,
  StoreNo: 8,
  InvoiceStoreName: 'Online Store',
  ShopNo: 16,
  ShopName: 'Main',
  NewOrderDate: '2025-03-01',
  NewDeliveryDate: '2025-03-03',
  DeliveryDate: '',
  Source: 2,
  IsWipayPayment: 0,
  IsWipayPaymentPending: 0,
  IsFromSocialAd: 1,
};

const VALID: ReadonlyArray<readonly [string, unknown]> = [
  ['a guest pickup cash order', pickupOrder],
  ['a delivery order with every field', deliveryOrder],
  ['an empty body (every default)', {}],
  [
    'nulls in the text and optional fields',
    { ...deliveryOrder, CustomerMobile: null, CustomerName: null, Remarks: null, EmailID: null, CustomerCityNo: null, ShopNo: null },
  ],
  ['a null product list', { ...pickupOrder, OrderProductList: null }],
  ['undefined defaulted fields', { ...pickupOrder, PMNo: undefined, IsPickup: undefined, ODeliverCountryNo: undefined }],
  ['undefined optional fields', { ...pickupOrder, Remarks: undefined, Freight: undefined, Source: undefined }],
  ['null and undefined line fields', { OrderProductList: [{ ProductNo: 1, Quantity: 1, Color: null, Size: undefined, SalesPrice: null }] }],
  ['ShopNo, Source and the social-ad flag', { ...pickupOrder, ShopNo: 16, Source: 2, IsFromSocialAd: 1, IsWipayPayment: 1, IsWipayPaymentPending: 1 }],
  [
    'unknown keys, in the body and in a line',
    { ...pickupOrder, SomethingOld: 'x', Nested: { a: [1] }, OrderProductList: [{ ProductNo: 3, Quantity: 1, Note: null }] },
  ],
  ['the bounds', { CustomerCityNo: 0, StoreNo: MAX_ID, OrderProductList: [{ ProductNo: MAX_ID, Quantity: 1, SalesPrice: 0, TotalAmount: 1e9 }] }],
  ['a negative city (any whole number passes)', { ...pickupOrder, CustomerCityNo: -7 }],
  ['minus zero where 0 is allowed', { IsPickup: -0, IsFromSocialAd: -0, Freight: -0, CustomerCityNo: -0 }],
  ['a body without a prototype', Object.assign(Object.create(null), pickupOrder)],
  ['a JSON body with a __proto__ key', JSON.parse('{"__proto__": {"PMNo": 9}, "CustomerName": "A"}')],
];

describe('parseOrderFast on valid bodies', () => {
  it.each(VALID)('%s: the schema value, exactly', (_name, body) => {
    const parsed = schemaParse(body);
    expect(parsed.ok).toBe(true);
    expect(parseOrderFast(body)).toStrictEqual(parsed.ok && parsed.value);
  });

  it('keeps a missing optional field missing, and a null or undefined one present as undefined (superstruct type())', () => {
    const expected = {
      PMNo: 3,
      OrderProductList: [{ ProductNo: 1, Quantity: 1, Color: undefined, Extra: 'x' }],
      IsPickup: 0,
      CustomerMobile: '',
      CustomerName: '',
      ODeliverCountryNo: 1,
      Remarks: undefined,
      EmailID: undefined,
      Unknown: null,
    };
    const body = { OrderProductList: [{ ProductNo: 1, Quantity: 1, Color: null, Extra: 'x' }], Remarks: null, EmailID: undefined, Unknown: null };
    expect(parseOrderFast(body)).toStrictEqual(expected);
    expect(schemaParse(body)).toStrictEqual({ ok: true, value: expected });
    expect(parseOrderFast(body)).not.toHaveProperty('Freight');
  });

  it('does not change the body, nor share its objects', () => {
    const body = structuredClone({ ...pickupOrder, CustomerMobile: null });
    const before = structuredClone(body);
    const order = parseOrderFast(body);
    expect(body).toStrictEqual(before);
    expect(order).not.toBe(body);
    expect(order?.OrderProductList).not.toBe(body.OrderProductList);
    expect(order?.OrderProductList[0]).not.toBe(body.OrderProductList[0]);
  });
});

const line = { ProductNo: 12, Quantity: 2 };
const withLine = (change: Record<string, unknown>) => ({ ...pickupOrder, OrderProductList: [{ ...line, ...change }] });

const INVALID: ReadonlyArray<readonly [string, unknown]> = [
  ['an array body', [pickupOrder]],
  ['a null body', null],
  ['a text body', 'order'],
  ['a number body', 3],
  ['no body', undefined],
  ['a product list that is an object', { ...pickupOrder, OrderProductList: { 0: line } }],
  ['a product list that is text', { ...pickupOrder, OrderProductList: '[]' }],
  ['a null line', { ...pickupOrder, OrderProductList: [null] }],
  ['a line that is an array', { ...pickupOrder, OrderProductList: [[12, 2]] }],
  ['a sparse product list', { ...pickupOrder, OrderProductList: [line, , line] }], // eslint-disable-line no-sparse-arrays
  ['Quantity 0', withLine({ Quantity: 0 })],
  ['Quantity above the maximum', withLine({ Quantity: MAX_LINE_QUANTITY + 1 })],
  ['a fractional Quantity', withLine({ Quantity: 1.5 })],
  ['Quantity as text', withLine({ Quantity: '2' })],
  ['Quantity NaN', withLine({ Quantity: Number.NaN })],
  ['no Quantity', withLine({ Quantity: undefined })],
  ['ProductNo 0', withLine({ ProductNo: 0 })],
  ['a fractional ProductNo', withLine({ ProductNo: 1.5 })],
  ['ProductNo above MAX_ID', withLine({ ProductNo: MAX_ID + 1 })],
  ['a null ProductNo', withLine({ ProductNo: null })],
  ['a negative SalesPrice', withLine({ SalesPrice: -0.01 })],
  ['an infinite TotalAmount on a line', withLine({ TotalAmount: Number.POSITIVE_INFINITY })],
  ['a Color that is a number', withLine({ Color: 1 })],
  ['PMNo 4', { ...pickupOrder, PMNo: 4 }],
  ['PMNo 0', { ...pickupOrder, PMNo: 0 }],
  ['a null PMNo (defaulted only replaces undefined)', { ...pickupOrder, PMNo: null }],
  ['PMNo as text', { ...pickupOrder, PMNo: '3' }],
  ['IsPickup 2', { ...pickupOrder, IsPickup: 2 }],
  ['IsPickup true', { ...pickupOrder, IsPickup: true }],
  ['a null IsPickup', { ...pickupOrder, IsPickup: null }],
  ['a null ODeliverCountryNo', { ...pickupOrder, ODeliverCountryNo: null }],
  ['ODeliverCountryNo 0', { ...pickupOrder, ODeliverCountryNo: 0 }],
  ['CountryNo NaN', { ...pickupOrder, CountryNo: Number.NaN }],
  ['a fractional city', { ...pickupOrder, CustomerCityNo: 4.5 }],
  ['ShopNo -1', { ...pickupOrder, ShopNo: -1 }],
  ['Source 3', { ...pickupOrder, Source: 3 }],
  ['IsFromSocialAd as text', { ...pickupOrder, IsFromSocialAd: '1' }],
  ['a negative Freight', { ...pickupOrder, Freight: -40 }],
  ['TotalAmount as text', { ...pickupOrder, TotalAmount: '631' }],
  ['a mobile that is a number', { ...pickupOrder, CustomerMobile: 7654321 }],
  ['a name that is an object', { ...pickupOrder, CustomerName: { first: 'A' } }],
  ['Remarks that are an array', { ...pickupOrder, Remarks: ['x'] }],
];

describe('parseOrderFast on invalid bodies', () => {
  it.each(INVALID)('%s: undefined, and superstruct refuses it too', (_name, body) => {
    expect(parseOrderFast(body)).toBeUndefined();
    expect(schemaParse(body).ok).toBe(false);
  });

  // superstruct's type() takes any non-array object; the fast path vouches only for JSON's plain objects and arrays.
  it.each([
    ['a Date', new Date(0)],
    ['a Map', new Map()],
    ['a class instance', new (class Order {})()],
    ['an object with an inherited field', Object.create({ PMNo: 9 })],
    [
      'a line that is a class instance',
      {
        OrderProductList: [
          new (class Line {
            ProductNo = 1;
            Quantity = 1;
          })(),
        ],
      },
    ],
    ['a product list of another Array kind', { OrderProductList: new (class Lines extends Array {})() }],
  ])('%s: undefined, left to superstruct', (_name, body) => {
    expect(parseOrderFast(body)).toBeUndefined();
  });

  it('checks every field of OrderStruct and of OrderProductStruct (a field added to the schema fails here until added)', () => {
    const wrong = Symbol('wrong type for every field');
    const unchecked = [
      ...Object.keys(OrderStruct.schema).filter((key) => parseOrderFast({ ...pickupOrder, [key]: wrong }) !== undefined),
      ...Object.keys(OrderProductStruct.schema).filter((key) => parseOrderFast(withLine({ [key]: wrong })) !== undefined),
    ];
    expect(unchecked).toEqual([]);
  });
});

/** mulberry32: a small seeded generator, so every run tries the same cases. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ODD_VALUES: readonly unknown[] = [
  null,
  undefined,
  '',
  'text',
  '1',
  0,
  -0,
  1,
  2,
  3,
  4,
  -1,
  1.5,
  MAX_LINE_QUANTITY,
  MAX_LINE_QUANTITY + 1,
  MAX_ID,
  MAX_ID + 1,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  true,
  false,
  [],
  {},
  [{ ...line }],
  { ProductNo: 1 },
];

const ORDER_KEYS = Object.keys(OrderStruct.schema);
const LINE_KEYS = Object.keys(OrderProductStruct.schema);
const BASES = VALID.map(([, body]) => body).filter((body) => Object.getPrototypeOf(body) === Object.prototype);

describe('parseOrderFast, property: never accepts what superstruct refuses, and gives its value', () => {
  it('holds for 5,000 seeded mutations of the valid bodies', () => {
    const CASES = 5000;
    const random = seededRandom(0x5eed);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
    const oddValue = () => structuredClone(pick(ODD_VALUES));

    const mutate = (target: Record<string, unknown>, keys: readonly string[], steps: string[]) => {
      const key = random() < 0.9 ? pick(keys) : `Extra${Math.floor(random() * 3)}`;
      if (random() < 0.2) {
        delete target[key];
        steps.push(`delete ${key}`);
      } else {
        const index = Math.floor(random() * ODD_VALUES.length);
        target[key] = structuredClone(ODD_VALUES[index]);
        steps.push(`${key} = ODD_VALUES[${index}]`);
      }
    };

    let schemaAccepted = 0;
    let fastAccepted = 0;
    for (let i = 0; i < CASES; i++) {
      const body = structuredClone(pick(BASES)) as Record<string, unknown>;
      const steps: string[] = [];
      const changes = 1 + Math.floor(random() * 3);
      for (let c = 0; c < changes; c++) {
        const lines = body.OrderProductList;
        const roll = random();
        if (roll < 0.35 && Array.isArray(lines) && lines.length > 0) {
          const at = Math.floor(random() * lines.length);
          if (random() < 0.1) {
            lines[at] = oddValue();
            steps.push(`OrderProductList[${at}] replaced`);
          } else if (typeof lines[at] === 'object' && lines[at] !== null) {
            mutate(lines[at] as Record<string, unknown>, LINE_KEYS, steps);
          }
        } else {
          mutate(body, ORDER_KEYS, steps);
        }
      }

      const fast = parseOrderFast(body);
      const parsed = schemaParse(body);
      if (parsed.ok) schemaAccepted++;
      if (fast === undefined) continue;
      fastAccepted++;
      const where = `case ${i}: ${steps.join('; ')}`;
      expect(parsed.ok, where).toBe(true);
      expect(fast, where).toStrictEqual(parsed.ok && parsed.value);
    }
    expect(fastAccepted).toBeGreaterThan(CASES / 5);
    // Every mutated body is plain JSON, so every one superstruct accepts is common enough to be vouched for.
    expect(fastAccepted).toBe(schemaAccepted);
  });
});
