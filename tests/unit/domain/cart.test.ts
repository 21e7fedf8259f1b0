import { describe, expect, it } from 'vitest';
import type { Cart, Product } from '../../../widgets/domain/types.js';
import {
  addToCart,
  buildCart,
  clearCart,
  decrementQuantity,
  emptyCart,
  findLine,
  incrementQuantity,
  lineFromProduct,
  orderProductsFromCart,
  recalculate,
  removeFromCart,
  restoreCart,
  setDeliveryCountry,
  setFromSocialAd,
  setPickup,
  updateQuantity,
} from '../../../widgets/domain/cart.js';
import { product as productFixture } from '../../helpers/product-fixture.js';

/** The fixture product as these cart tests know it: a body butter listed at 120, sold at 100. */
function product(overrides: Partial<Product> = {}): Product {
  return productFixture({
    ProductName: 'Coconut Body Butter',
    ProductCategoryNo: 3,
    ProductStyle: 'BB-200',
    Barcode: '8900000000011',
    ProductSKUNo: 'SKU-1',
    Price: 120,
    ImageFilePath: 'products/1.jpg',
    ImageFilePathThumbnail: 'products/1-thumb.jpg',
    DateAdded: '2025-01-01',
    ...overrides,
  });
}

const butter = product();
const soap = product({ ProductNo: 2, ProductName: 'Sea Moss Soap', SalesPrice: 45.5, SalesPrice3: 120 });
const tee = product({
  ProductNo: 3,
  ProductName: 'Gym Tee',
  SalesPrice: 150,
  ProductSKUCount: 2,
  ProductSKUList: [
    { ProductSKUNo: 31, Color: 'Red', Size: 'M', Barcode: 'TEE-RED-M' },
    { ProductSKUNo: 32, Color: 'Blue', Size: 'L', Barcode: 'TEE-BLUE-L' },
  ],
});
const red = { Color: 'Red', Size: 'M' };
const blue = { Color: 'Blue', Size: 'L' };

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

function cartWith(...lines: Parameters<typeof addToCart>[1][]): Cart {
  return deepFreeze(lines.reduce(addToCart, emptyCart()));
}

describe('emptyCart', () => {
  it('is empty, Trinidad, delivery, with the default freight TT$40', () => {
    expect(emptyCart()).toEqual({
      ItemList: [],
      ItemCount: 0,
      ItemTotal: 0,
      Freight: 40,
      ItemGrandTotal: 40,
      FreeDelivery: false,
      FromSocialAd: false,
      DeliverCountryNo: 1,
      IsPickup: 0,
    });
  });

  it('takes a country: Tobago carries TT$60', () => {
    expect(emptyCart(2)).toMatchObject({ DeliverCountryNo: 2, Freight: 60 });
  });
});

describe('lineFromProduct', () => {
  it('copies the pricing fields, sets Rate = SalesPrice and prices the line', () => {
    const line = lineFromProduct(soap, 4);
    expect(line).toMatchObject({
      ProductNo: 2,
      ProductName: 'Sea Moss Soap',
      Barcode: '8900000000011',
      ProductStyle: 'BB-200',
      Quantity: 4,
      SalesPrice: 45.5,
      SalesPrice3: 120,
      Rate: 45.5,
      TotalAmount: 160, // round(4 * 120 / 3)
      NetAmount: 160,
      GrandTotal: 160,
      Discount: 0,
      ImageFilePath: 'products/1.jpg',
    });
    expect(line).not.toHaveProperty('Color');
    expect(line).not.toHaveProperty('Size');
  });

  it('defaults to quantity 1 (docs/domain.md#entities) and treats an invalid quantity as 1', () => {
    expect(lineFromProduct(butter).Quantity).toBe(1);
    expect(lineFromProduct(butter, 0).Quantity).toBe(1);
    expect(lineFromProduct(butter, 2.5).Quantity).toBe(1);
  });

  it('records the chosen option and that variant barcode', () => {
    const line = lineFromProduct(tee, 1, red);
    expect(line).toMatchObject({ Color: 'Red', Size: 'M', Barcode: 'TEE-RED-M' });
  });

  it('keeps only the parts of an option that are present', () => {
    const line = lineFromProduct(butter, 1, { Color: '', Size: '250 ml' });
    expect(line.Size).toBe('250 ml');
    expect(line).not.toHaveProperty('Color');
  });

  it('the discount of docs/domain.md#discounts lands on Discount and DiscountAmount', () => {
    const line = lineFromProduct(product({ SalesPrice: 99.99, DiscountPercent: 5 }), 3);
    expect(line).toMatchObject({ TotalAmount: 294.97, Discount: 5, DiscountAmount: 5 });
  });
});

describe('docs/domain.md#cart addToCart', () => {
  it('adding a product not yet in the cart creates a line and recalculates', () => {
    const cart = addToCart(emptyCart(), lineFromProduct(butter, 2));
    expect(cart).toMatchObject({ ItemCount: 1, ItemTotal: 200, Freight: 40, ItemGrandTotal: 240 });
  });

  it('adding one already present (same ProductNo, Color and Size) changes nothing: same object back', () => {
    const cart = cartWith(lineFromProduct(butter, 2));
    expect(addToCart(cart, lineFromProduct(butter, 5))).toBe(cart);
    const variant = cartWith(lineFromProduct(tee, 1, red));
    expect(addToCart(variant, lineFromProduct(tee, 3, { ...red }))).toBe(variant);
  });

  it('another option of the same product is a new line', () => {
    const cart = addToCart(cartWith(lineFromProduct(tee, 1, red)), lineFromProduct(tee, 1, blue));
    expect(cart.ItemCount).toBe(2);
    expect(cart.ItemTotal).toBe(300);
  });

  it('ItemCount counts distinct lines, not units', () => {
    const cart = cartWith(lineFromProduct(butter, 3), lineFromProduct(soap, 2));
    expect(cart.ItemCount).toBe(2);
    expect(cart.ItemTotal).toBe(391); // 300 + 91
  });

  it('never mutates the cart it was given', () => {
    const cart = cartWith(lineFromProduct(butter));
    expect(() => addToCart(cart, lineFromProduct(soap))).not.toThrow();
    expect(cart.ItemList).toHaveLength(1);
  });
});

describe('docs/domain.md#cart updateQuantity', () => {
  const cart = cartWith(lineFromProduct(soap, 1), lineFromProduct(butter, 1));

  it('reprices the line and recalculates the totals', () => {
    const next = updateQuantity(cart, 2, 3);
    expect(findLine(next, 2)).toMatchObject({ Quantity: 3, TotalAmount: 120 });
    expect(next).toMatchObject({ ItemTotal: 220, ItemGrandTotal: 260 });
  });

  it.each([0, -1, 1.5, Number.NaN, 10000])('quantity %s changes nothing', (quantity) => {
    expect(updateQuantity(cart, 2, quantity)).toBe(cart);
  });

  it('an unknown product or the same quantity changes nothing', () => {
    expect(updateQuantity(cart, 99, 2)).toBe(cart);
    expect(updateQuantity(cart, 2, 1)).toBe(cart);
  });

  it('with an option only that variant changes', () => {
    const variants = cartWith(lineFromProduct(tee, 1, red), lineFromProduct(tee, 1, blue));
    const next = updateQuantity(variants, 3, 2, blue);
    expect(findLine(next, 3, red)?.Quantity).toBe(1);
    expect(findLine(next, 3, blue)?.Quantity).toBe(2);
  });
});

describe('docs/domain.md#cart plus and minus', () => {
  const cart = cartWith(lineFromProduct(butter, 1));

  it('plus adds 1', () => {
    expect(findLine(incrementQuantity(cart, 1), 1)?.Quantity).toBe(2);
  });

  it('minus only works above 1', () => {
    expect(decrementQuantity(cart, 1)).toBe(cart);
    const two = incrementQuantity(cart, 1);
    expect(findLine(decrementQuantity(two, 1), 1)?.Quantity).toBe(1);
  });

  it('both reprice: the 2-unit rate applies after plus', () => {
    const bundled = cartWith(lineFromProduct(product({ SalesPrice2: 180 }), 1));
    expect(incrementQuantity(bundled, 1).ItemTotal).toBe(180);
  });

  it('reaching FreeDeliveryQuantity with plus makes delivery free, minus takes it back', () => {
    const promo = cartWith(lineFromProduct(product({ FreeDeliveryQuantity: 2 }), 1));
    expect(promo).toMatchObject({ FreeDelivery: false, Freight: 40 });
    const two = incrementQuantity(promo, 1);
    expect(two).toMatchObject({ FreeDelivery: true, Freight: 0, ItemGrandTotal: 200 });
    expect(decrementQuantity(two, 1)).toMatchObject({ FreeDelivery: false, Freight: 40 });
  });

  it('an unknown product changes nothing', () => {
    expect(incrementQuantity(cart, 42)).toBe(cart);
    expect(decrementQuantity(cart, 42)).toBe(cart);
  });
});

describe('docs/domain.md#cart removeFromCart', () => {
  const cart = cartWith(lineFromProduct(tee, 1, red), lineFromProduct(tee, 1, blue), lineFromProduct(butter, 1));

  it('the cart panel removes by product number: every variant of it goes', () => {
    const next = removeFromCart(cart, 3);
    expect(next.ItemList.map((l) => l.ProductNo)).toEqual([1]);
    expect(next).toMatchObject({ ItemCount: 1, ItemTotal: 100 });
  });

  it('with an option only that line goes', () => {
    const next = removeFromCart(cart, 3, red);
    expect(next.ItemList.map((l) => l.Color ?? '')).toEqual(['Blue', '']);
    expect(next.ItemTotal).toBe(250);
  });

  it('an unknown product changes nothing', () => {
    expect(removeFromCart(cart, 99)).toBe(cart);
  });
});

describe('docs/domain.md#cart clearCart', () => {
  it('empties the cart and resets freight, country and pickup to the defaults, keeping the ad flag', () => {
    let cart = cartWith(lineFromProduct(butter, 6));
    cart = setFromSocialAd(setPickup(setDeliveryCountry(cart, 2), true), true);
    expect(clearCart(cart)).toEqual({ ...emptyCart(), FromSocialAd: true });
    expect(clearCart(cart).Freight).toBe(40);
  });
});

describe('docs/domain.md#cart delivery country, pickup and ad flag', () => {
  const cart = cartWith(lineFromProduct(butter, 6));

  it('changing the delivery country recalculates the total', () => {
    const tobago = setDeliveryCountry(cart, 2);
    expect(tobago).toMatchObject({ DeliverCountryNo: 2, Freight: 60, ItemGrandTotal: 660 });
    expect(setDeliveryCountry(tobago, 1)).toMatchObject({ Freight: 40, ItemGrandTotal: 640 });
  });

  it('Tobago with free delivery pays TT$30', () => {
    const free = cartWith(lineFromProduct(product({ FreeDelivery: 1 }), 1));
    expect(setDeliveryCountry(free, 2)).toMatchObject({ FreeDelivery: true, Freight: 30, ItemGrandTotal: 130 });
  });

  it('the same country or a non-integer changes nothing', () => {
    expect(setDeliveryCountry(cart, 1)).toBe(cart);
    expect(setDeliveryCountry(cart, 1.5)).toBe(cart);
  });

  it('pickup pays no freight (docs/domain.md#freight)', () => {
    const pickup = setPickup(cart, true);
    expect(pickup).toMatchObject({ IsPickup: 1, Freight: 0, ItemGrandTotal: 600 });
    expect(setPickup(pickup, false)).toMatchObject({ IsPickup: 0, Freight: 40 });
    expect(setPickup(pickup, true)).toBe(pickup);
  });

  it('setFromSocialAd flips only the flag', () => {
    const flagged = setFromSocialAd(cart, true);
    expect(flagged).toEqual({ ...cart, FromSocialAd: true });
    expect(setFromSocialAd(flagged, true)).toBe(flagged);
  });
});

describe('recalculate', () => {
  it('repairs every line and total from the pricing fields', () => {
    const good = cartWith(lineFromProduct(soap, 3), lineFromProduct(butter, 1));
    const tampered: Cart = {
      ...good,
      ItemList: good.ItemList.map((l) => ({ ...l, TotalAmount: 0.01, NetAmount: 0.01, GrandTotal: 0.01, Rate: 1 })),
      ItemCount: 9,
      ItemTotal: 1,
      Freight: 0,
      ItemGrandTotal: 1,
      FreeDelivery: true,
    };
    expect(recalculate(tampered)).toEqual(good);
  });
});

describe('buildCart and orderProductsFromCart', () => {
  it('builds a priced cart from lines, for the host to recompute an order', () => {
    const cart = buildCart([lineFromProduct(butter, 5)], { countryNo: 2, isPickup: false });
    expect(cart).toMatchObject({ ItemTotal: 500, Freight: 60, ItemGrandTotal: 560, DeliverCountryNo: 2 });
    expect(buildCart([], { isPickup: true })).toMatchObject({ IsPickup: 1, Freight: 0 });
  });

  it('turns lines into the OrderProductList of the order payload', () => {
    const cart = cartWith(lineFromProduct(tee, 2, red), lineFromProduct(butter, 1));
    expect(orderProductsFromCart(cart)).toEqual([
      { ProductNo: 3, Quantity: 2, Color: 'Red', Size: 'M', SalesPrice: 150, TotalAmount: 300 },
      { ProductNo: 1, Quantity: 1, SalesPrice: 100, TotalAmount: 100 },
    ]);
  });
});

describe('docs/domain.md#cart restoreCart (session storage c)', () => {
  const saved = setDeliveryCountry(cartWith(lineFromProduct(soap, 4), lineFromProduct(tee, 1, blue)), 2);

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['text that is not JSON', 'garbage'],
    ['truncated JSON', '{"ItemList":[{"ProductNo":1'],
    ['a JSON number', '42'],
    ['a JSON string', '"c"'],
    ['an empty object', '{}'],
    ['an empty list', '[]'],
    ['ItemList that is not a list', '{"ItemList":"x"}'],
    ['a list of junk', '[1, "a", null, [], {}]'],
    ['a number', 7],
  ])('%s gives an empty cart', (_label, input) => {
    expect(restoreCart(input)).toEqual(emptyCart());
  });

  it('a saved cart (JSON text) comes back identical', () => {
    expect(restoreCart(JSON.stringify(saved))).toEqual(saved);
  });

  it('an already parsed cart, or just its line list, works too', () => {
    expect(restoreCart(JSON.parse(JSON.stringify(saved)))).toEqual(saved);
    const fromList = restoreCart(JSON.stringify(saved.ItemList));
    expect(fromList).toEqual(setDeliveryCountry(saved, 1));
  });

  it('keeps the delivery country, pickup and ad flags', () => {
    const restored = restoreCart(JSON.stringify({ ...setPickup(saved, true), FromSocialAd: true }));
    expect(restored).toMatchObject({ DeliverCountryNo: 2, IsPickup: 1, Freight: 0, FromSocialAd: true });
  });

  it('recomputes tampered totals from the pricing fields', () => {
    const tampered = JSON.parse(JSON.stringify(saved));
    tampered.ItemList[0].TotalAmount = 0.01;
    tampered.ItemList[0].Discount = 999;
    tampered.ItemTotal = 1;
    tampered.ItemGrandTotal = 1;
    tampered.Freight = 0;
    tampered.ItemCount = 50;
    tampered.FreeDelivery = true;
    expect(restoreCart(JSON.stringify(tampered))).toEqual(saved);
  });

  it.each([
    ['a negative price', { SalesPrice: -5 }],
    ['a price as text', { SalesPrice: '100' }],
    ['an absurd price', { SalesPrice: 5e9 }],
    ['quantity 0', { Quantity: 0 }],
    ['a negative quantity', { Quantity: -2 }],
    ['a fractional quantity', { Quantity: 1.5 }],
    ['a quantity as text', { Quantity: '3' }],
    ['a quantity above 9999', { Quantity: 10000 }],
    ['no ProductNo', { ProductNo: undefined }],
    ['ProductNo 0', { ProductNo: 0 }],
  ])('drops a line with %s and keeps the others', (_label, change) => {
    const raw = JSON.parse(JSON.stringify(saved));
    Object.assign(raw.ItemList[0], change);
    const restored = restoreCart(JSON.stringify(raw));
    expect(restored.ItemList.map((l) => l.ProductNo)).toEqual([3]);
    expect(restored.ItemTotal).toBe(150);
  });

  it('repairs bad optional fields instead of dropping the line', () => {
    const raw = JSON.parse(JSON.stringify(saved));
    Object.assign(raw.ItemList[0], {
      SalesPrice3: -1,
      DiscountPercent: 500,
      FreeDelivery: '1',
      FreeDeliveryQuantity: 'x',
      ProductName: 42,
      Color: 7,
    });
    const line = restoreCart(JSON.stringify(raw)).ItemList[0];
    expect(line).toMatchObject({ SalesPrice3: 0, DiscountPercent: 100, FreeDelivery: 0, FreeDeliveryQuantity: 0, ProductName: '' });
    expect(line).not.toHaveProperty('Color');
    expect(line.TotalAmount).toBe(136); // 4 * 45.50 - round(45.50 * 100 / 100)
  });

  it('drops a duplicate of a line already restored', () => {
    const raw = JSON.parse(JSON.stringify(saved));
    raw.ItemList.push({ ...raw.ItemList[0], Quantity: 9 });
    expect(restoreCart(JSON.stringify(raw))).toEqual(saved);
  });

  it('an invalid country falls back to Trinidad', () => {
    expect(restoreCart(JSON.stringify({ ...saved, DeliverCountryNo: 'Tobago' })).DeliverCountryNo).toBe(1);
  });
});
