import { describe, expect, it } from 'vitest';
import type { Product } from '../../../widgets/domain/types.js';
import { makeSearchDoc, normalise, queryWords, scoreDoc, searchProducts } from '../../../host/catalog/search.js';

function product(no: number, name: string, description = '', sub = 'Face Wash', home = 'Skin Care'): Product {
  return { ProductNo: no, ProductName: name, ProductDescription: description, ProductCategoryName: sub, NewCategoryName: home } as Product;
}

const products = [
  product(1, 'Neem Face Wash', 'Gentle daily cleanser with neem and tulsi.'),
  product(2, 'Aloe Vera Gel', 'Soothing gel for face and body; great after sun.', 'Face Gel'),
  product(3, 'Coconut Hair Oil', 'Cold-pressed coconut oil for shiny hair.', 'Hair Oil', 'Hair Care'),
  product(4, 'Crème Brûlée Body Cream', 'Rich cream with shea butter.', 'Body Cream', 'Body Care'),
  product(5, 'Beard Oil', 'Softens the beard & skin.', 'Beard Care', 'Beard Care'),
  product(6, 'Vitamin C Serum', 'Brightening serum, contains a gentle face wash-off formula.', 'Face Serum'),
];
const tops: Record<string, string> = { 'Hair Oil': 'Hair', 'Body Cream': 'Body', 'Beard Care': 'Beard' };
const docs = products.map((p) => makeSearchDoc(p, [p.ProductCategoryName, tops[p.ProductCategoryName] ?? 'Face', p.NewCategoryName]));
const nos = (list: Product[]) => list.map((p) => p.ProductNo);

describe('normalise', () => {
  it('lower-cases, strips accents, spells & as and, and squeezes punctuation', () => {
    expect(normalise('  Crème  BRÛLÉE, Body-Cream!  ')).toBe('creme brulee body cream');
    expect(normalise('Vitamins & Supplements')).toBe('vitamins and supplements');
    expect(normalise('')).toBe('');
  });

  it.each([
    ['face wash', 'face wash'],
    ['vitamin c 500', 'vitamin c 500'],
    ['face  wash', 'face wash'],
    [' face', 'face'],
    ['face ', 'face'],
    ['Face', 'face'],
    ['face-wash', 'face wash'],
    ['shea & cocoa', 'shea and cocoa'],
    ['crème', 'creme'],
    ['face\twash', 'face wash'],
    ['a_b', 'a b'],
  ])('normalises %j to %j, and what it gives back is normal already', (text, normal) => {
    expect(normalise(text)).toBe(normal);
    expect(normalise(normal)).toBe(normal);
  });

  it('gives the distinct words of a query', () => {
    expect(queryWords('Face  face WASH')).toEqual(['face', 'wash']);
    expect(queryWords('   ')).toEqual([]);
  });
});

describe('searchProducts', () => {
  it('is case-insensitive', () => {
    expect(nos(searchProducts(docs, 'NEEM'))).toEqual([1]);
    expect(nos(searchProducts(docs, 'neem'))).toEqual([1]);
  });

  it('is accent-insensitive both ways', () => {
    expect(nos(searchProducts(docs, 'creme brulee'))).toEqual([4]);
    expect(nos(searchProducts(docs, 'Crème'))).toEqual([4]);
  });

  it('needs every word to match somewhere', () => {
    expect(nos(searchProducts(docs, 'coconut oil'))).toEqual([3]);
    expect(nos(searchProducts(docs, 'coconut beard'))).toEqual([]);
    expect(nos(searchProducts(docs, 'hair shiny'))).toEqual([3]);
  });

  it('returns everything in the given order for an empty or blank text', () => {
    expect(nos(searchProducts(docs, ''))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(nos(searchProducts(docs, ' ,. '))).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('ranks name matches above category matches above description matches', () => {
    // 'gel': the name of 2; nowhere else.  'face wash': the name of 1, the description of 6.
    const faceWash = nos(searchProducts(docs, 'face wash'));
    expect(faceWash[0]).toBe(1);
    expect(faceWash).toContain(6);
    expect(faceWash.indexOf(1)).toBeLessThan(faceWash.indexOf(6));
    // 'oil': names of 3 and 5, description of 3 too; both rank by name, ties keep the given order.
    expect(nos(searchProducts(docs, 'oil'))).toEqual([3, 5]);
  });

  it('matches category names: subcategory, top category and home category', () => {
    expect(nos(searchProducts(docs, 'face serum'))).toEqual([6]);
    expect(nos(searchProducts(docs, 'hair care'))).toEqual([3]);
    expect(nos(searchProducts(docs, 'Body'))[0]).toBe(4);
    expect(nos(searchProducts(docs, 'beard and skin'))).toEqual([5]);
  });

  it('finds a singular from a plural', () => {
    expect(nos(searchProducts(docs, 'creams'))).toEqual([4]);
  });

  it('scores word starts above inner matches and 0 when a word is missing', () => {
    const [neem] = docs;
    expect(scoreDoc(neem, ['neem'])).toBeGreaterThan(scoreDoc(neem, ['eem']));
    expect(scoreDoc(neem, ['neem', 'zzz'])).toBe(0);
  });

  it('treats regex and SQL-looking input as plain text', () => {
    expect(searchProducts(docs, "'; DROP TABLE products; --")).toEqual([]);
    expect(searchProducts(docs, '.*')).toHaveLength(6);
  });
});
