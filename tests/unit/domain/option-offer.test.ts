// What each option offers where a card lets the shopper choose one (docs/domain.md#options-in-the-card): the product's
// price for the chosen quantity, the product's one stock shared by its options (units of its other options in the cart
// leave fewer), sold out when the product is or nothing is left, and whether the option is in the cart already.
import { describe, expect, it } from 'vitest';
import { namedOptions, optionOffer } from '../../../widgets/domain/option-offer.js';
import { lineFromProduct } from '../../../widgets/domain/cart.js';
import { product } from '../../helpers/product-fixture.js';

const shea = product({
  ProductNo: 18,
  SalesPrice: 100,
  SalesPrice2: 180,
  ProductSKUCount: 3,
  ProductSKUList: [
    { ProductSKUNo: 1, Color: 'Unscented', Size: '250 g', Barcode: 'a' },
    { ProductSKUNo: 2, Color: 'Vanilla Coconut', Size: '250 g', Barcode: 'b' },
    { ProductSKUNo: 3, Color: '', Size: '', Barcode: 'c' },
  ],
});
const vanilla = { Color: 'Vanilla Coconut', Size: '250 g' };
const unscented = { Color: 'Unscented', Size: '250 g' };
const cartWith = (...lines: Array<[typeof vanilla, number]>) => ({ ItemList: lines.map(([o, q]) => lineFromProduct(shea, q, o)) });

describe('optionOffer', () => {
  it.each([
    // stock, in the cart, quantity asked -> max, sold out, in cart, units, total
    ['not tracked, empty cart, 1', undefined, [], 1, { max: 99, soldOut: false, inCart: false, quantity: 1, total: 100 }],
    ['not tracked, 2 units: the 2-unit price', undefined, [], 2, { max: 99, soldOut: false, inCart: false, quantity: 2, total: 180 }],
    ['5 left, 2 of another option in the cart', 5, [[unscented, 2]], 1, { max: 3, soldOut: false, inCart: false, quantity: 1, total: 100 }],
    [
      '5 left, 9 asked: kept to what is left (3 at the 2-unit rate)',
      5,
      [[unscented, 2]],
      9,
      { max: 3, soldOut: false, inCart: false, quantity: 3, total: 270 },
    ],
    ['3 left, all 3 in the cart as another option', 3, [[unscented, 3]], 1, { max: 0, soldOut: true, inCart: false, quantity: 1, total: 100 }],
    ['the option itself in the cart', undefined, [[vanilla, 1]], 1, { max: 99, soldOut: false, inCart: true, quantity: 1, total: 100 }],
    ['0 asked counts as 1', undefined, [], 0, { max: 99, soldOut: false, inCart: false, quantity: 1, total: 100 }],
  ] as const)('%s', (_case, stock, lines, quantity, offer) => {
    const p = { ...shea, ...(stock === undefined ? {} : { Stock: stock }) };
    expect(optionOffer(p, vanilla, quantity, cartWith(...(lines as unknown as Array<[typeof vanilla, number]>)))).toEqual(offer);
  });

  it('is sold out for every option when the product is', () => {
    expect(optionOffer({ ...shea, IsSoldOut: 1 }, vanilla, 1, { ItemList: [] })).toMatchObject({ soldOut: true, max: 99 });
  });
});

// An option with its own price sells at it (the product's multi-buy prices are the product's); one that counts its own
// units offers no more than it has, and is sold out at 0 while the product's other options sell on.
const gel = product({
  ProductNo: 90,
  SalesPrice: 85,
  SalesPrice2: 160,
  Stock: 4,
  ProductSKUList: [
    { ProductSKUNo: 7, Color: '', Size: '250 ml', Barcode: 'a', Price: 85, Stock: 3 },
    { ProductSKUNo: 8, Color: '', Size: '500 ml', Barcode: 'b', Price: 150, Stock: 1 },
    { ProductSKUNo: 9, Color: '', Size: '1 l', Barcode: 'c', Price: 260, Stock: 0 },
  ],
});

describe('options with their own price and stock', () => {
  it.each([
    // option, quantity asked -> max, sold out, units, total
    ['250 ml: its own price, no multi-buy price', '250 ml', 2, { max: 3, soldOut: false, inCart: false, quantity: 2, total: 170 }],
    ['500 ml: 1 left, 3 asked', '500 ml', 3, { max: 1, soldOut: false, inCart: false, quantity: 1, total: 150 }],
    ['1 l: sold out on its own', '1 l', 1, { max: 0, soldOut: true, inCart: false, quantity: 1, total: 260 }],
  ] as const)('%s', (_case, size, quantity, offer) => {
    expect(optionOffer(gel, { Size: size }, quantity, { ItemList: [] })).toEqual(offer);
  });

  it("puts the option's price on the cart line", () => {
    expect(lineFromProduct(gel, 1, { Size: '500 ml' })).toMatchObject({ SalesPrice: 150, SalesPrice2: 0, Rate: 150, TotalAmount: 150, Barcode: 'b' });
    expect(lineFromProduct(shea, 2, vanilla)).toMatchObject({ SalesPrice: 100, TotalAmount: 180 });
  });
});

describe('namedOptions', () => {
  it('leaves out a variant with neither colour nor size', () => {
    expect(namedOptions(shea).map((o) => o.Color)).toEqual(['Unscented', 'Vanilla Coconut']);
    expect(namedOptions({ ProductSKUList: undefined as never })).toEqual([]);
  });
});
