import { describe, expect, it } from 'vitest';
import { categoryPath } from '../../../widgets/domain/category-tree.js';
import { ALL_CATEGORIES_DESCRIPTION, categoryDescription } from '../../../widgets/domain/category-descriptions.js';
import type { Category } from '../../../widgets/domain/types.js';

const cat = (no: number, name: string, subs: Category[] = []): Category => ({
  ProductCategoryNo: no,
  ProductCategoryName: name,
  ImageFilePath: '',
  SubCategories: subs,
});

const TREE = [cat(1, 'Hair', [cat(11, 'Oils'), cat(12, 'Kits', [cat(121, 'Travel')])]), cat(2, 'Face')];

describe('categoryPath', () => {
  it.each([
    [1, [1]],
    [2, [2]],
    [11, [1, 11]],
    [121, [1, 12, 121]],
    [99, []],
  ])('category %i -> %j', (no, path) => {
    expect(categoryPath(TREE, no).map((c) => c.ProductCategoryNo)).toEqual(path);
  });
});

describe('categoryDescription', () => {
  it.each([
    ['Hair', undefined, /^Oils, shampoos/],
    [' HAIR ', undefined, /^Oils, shampoos/],
    ['Oils', 'Hair', /^Oils from our Hair range\. Oils, shampoos/],
    ['Candles', undefined, /^Natural candles products/],
    ['Candles', 'Unknown', /^Natural candles products/],
  ])('%j under %j', (name, parent, expected) => {
    expect(categoryDescription(name, parent)).toMatch(expected);
  });

  it('has a line for the list of every category', () => {
    expect(ALL_CATEGORIES_DESCRIPTION).toMatch(/every category/);
  });
});
