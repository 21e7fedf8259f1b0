// A variant's Color field named by its kind, from the product's category; never a guess.
import { describe, expect, it } from 'vitest';
import { cartOptionText, optionKindOf } from '../../../widgets/domain/option-kind.js';

describe('optionKindOf', () => {
  it.each([
    ['Body Cream', 'Scent'],
    ['Fragrance', 'Scent'],
    ['Immunity Care', 'Flavour'],
    ['Vitamins & Supplements', 'Flavour'],
    ['Lip Care', 'Shade'],
    ['Teeth Care', 'Colour'],
    ['Women Care', 'Colour'],
    ['Beard Care', 'Colour'],
    ['Face Serum', null],
    ['', null],
  ])('%s: %s', (category, kind) => {
    expect(optionKindOf(category)).toBe(kind);
  });
});

describe('cartOptionText', () => {
  it.each([
    [{ Color: 'Vanilla Coconut', Size: '250 g', OptionKind: 'Scent' as const }, 'Scent: Vanilla Coconut · Size: 250 g'],
    [{ Color: 'Mint Green', OptionKind: 'Colour' as const }, 'Colour: Mint Green'],
    [{ Color: 'Original' }, 'Original'], // kind unknown: the value alone
    [{ Size: 'Large' }, 'Size: Large'],
    [{}, ''],
  ])('%j: %j', (line, text) => {
    expect(cartOptionText(line)).toBe(text);
  });
});
