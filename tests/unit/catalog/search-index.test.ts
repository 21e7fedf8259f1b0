import { describe, expect, it } from 'vitest';
import type { Product } from '../../../widgets/domain/types.js';
import { makeSearchDoc, queryWords, searchProducts } from '../../../host/catalog/search.js';
import { buildSearchIndex, searchIndexed } from '../../../host/catalog/search-index.js';

function product(no: number, name: string, description = '', sub = 'Face Wash'): Product {
  return { ProductNo: no, ProductName: name, ProductDescription: description, ProductCategoryName: sub, NewCategoryName: 'Skin Care' } as Product;
}

// Words inside words, a word containing the query twice, plurals, phrases and ties.
const products = [
  product(1, 'Banana Butter', 'Ananas and banana, cream of the crop.'),
  product(2, 'Anabanana Cream', 'creamcream texture', 'Body Cream'),
  product(3, 'Shea Butter Cream', 'Rich creams with shea.', 'Body Cream'),
  product(4, 'Cream', '', 'Face Cream'),
  product(5, 'Beard Oil', 'Softens the beard & skin.', 'Beard Care'),
  product(6, 'Oil', 'oil oil oil'),
];
const docs = products.map((p) => makeSearchDoc(p, [p.ProductCategoryName, 'Top', p.NewCategoryName]));
const index = buildSearchIndex(docs);
const nos = (list: readonly Product[]) => list.map((p) => p.ProductNo);

describe('searchIndexed', () => {
  it('gives exactly the order of the scan for every word, prefix, infix, plural and pair', () => {
    const texts = [
      'ana',
      'anana',
      'banana',
      'nana',
      'cream',
      'creams',
      'eam',
      'shea butter',
      'butter cream',
      'beard and skin',
      'oil',
      'oils',
      'o',
      'zzz',
      'cream zzz',
    ];
    for (const text of texts) expect(nos(searchIndexed(index, queryWords(text))), text).toEqual(nos(searchProducts(docs, text)));
  });

  it('keeps the tie order of a given base list, and only its products', () => {
    const base = [products[5], products[3], products[2], products[0]];
    const baseDocs = base.map((p) => docs[p.ProductNo - 1]);
    for (const text of ['cream', 'oil', 'butter', 'a']) {
      expect(nos(searchIndexed(index, queryWords(text), base)), text).toEqual(nos(searchProducts(baseDocs, text)));
    }
    expect(nos(searchIndexed(index, queryWords('beard'), base))).toEqual([]);
  });

  it('ranks a word starting a word of the name above one inside a word, ties in document order', () => {
    expect(nos(searchIndexed(index, queryWords('cream')))).toEqual([2, 3, 4, 1]);
    expect(nos(searchIndexed(index, queryWords('ana')))).toEqual([2, 1]);
  });

  it('puts only the first `limit` in order when asked for fewer, the same as the start of the whole list', () => {
    for (const text of ['cream', 'a', 'oil', 'butter cream']) {
      const all = nos(searchIndexed(index, queryWords(text)));
      for (const limit of [0, 1, 2, 3, 10])
        expect(nos(searchIndexed(index, queryWords(text), undefined, limit)), `${text} ${limit}`).toEqual(all.slice(0, limit));
      const base = [products[5], products[3], products[2], products[0], products[1]];
      const inBase = nos(searchIndexed(index, queryWords(text), base));
      for (const limit of [1, 2]) expect(nos(searchIndexed(index, queryWords(text), base, limit))).toEqual(inBase.slice(0, limit));
    }
  });

  it('leaves no score behind for the next search', () => {
    const first = nos(searchIndexed(index, queryWords('cream butter')));
    searchIndexed(index, queryWords('cream zzz'));
    expect(nos(searchIndexed(index, queryWords('cream butter')))).toEqual(first);
    expect([...index.scratch.scores].every((s) => s === 0)).toBe(true);
    expect([...index.scratch.best].every((s) => s === 0)).toBe(true);
  });
});
