import { describe, expect, it } from 'vitest';
import type { Product } from '../../../widgets/domain/types.js';
import { buildCatalogData } from '../../../host/catalog/build.js';
import { normaliseQuery } from '../../../host/catalog/params.js';
import { listQueryKey, parseListQuery, runListQuery } from '../../../host/catalog/queries.js';
import { averageRating, roundMoney } from '../../../host/catalog/rows.js';
import { ApiError } from '../../../host/http/errors.js';
import { fixtureRows } from './fixture.js';

const data = buildCatalogData(fixtureRows());
const nos = (list: readonly Product[]) => list.map((p) => p.ProductNo);
const list = (query: Record<string, string>) => nos(runListQuery(data, parseListQuery(normaliseQuery(query))));
const badRequest = (query: Record<string, string>) => {
  try {
    parseListQuery(normaliseQuery(query));
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).statusCode).toBe(400);
    return (err as ApiError).message;
  }
  throw new Error('expected a 400');
};

describe('search rankings', () => {
  it('ranks a search once for all its pages and page sizes, and once per distinct search', () => {
    const fresh = buildCatalogData(fixtureRows());
    const search = (query: Record<string, string>) => nos(runListQuery(fresh, parseListQuery(normaliseQuery(query))));
    expect(fresh.rankings.size).toBe(0);
    const whole = search({ SearchText: 'face wash', MaxRecords: '100' });
    expect(whole.length).toBeGreaterThan(1);
    expect(search({ SearchText: 'FACE  wash', MaxRecords: '1', PageNo: '2' })).toEqual(whole.slice(1, 2));
    expect(search({ searchtext: 'face wash', MaxRecords: '1' })).toEqual(whole.slice(0, 1));
    expect(fresh.rankings.size).toBe(1);
    search({ SearchText: 'wash face' }); // another phrase, another ranking
    search({ SearchText: 'face wash', BannerNo: '11' });
    expect(fresh.rankings.size).toBe(3);
    search({ CategorySearchText: 'Face' }); // no search words: nothing to rank
    expect(fresh.rankings.size).toBe(3);
  });
});

describe('buildCatalogData', () => {
  it('converts rows to API products with numbers, 0/1 flags and defaults', () => {
    const p = data.byNo.get(1)!;
    expect(p).toMatchObject({ ProductNo: 1, SalesPrice: 150, Total: 150, Price: 100, DiscountPercent: 5, DiscountAmount: 8, IsSoldOut: 0 });
    expect(p).toMatchObject({ ProductCategoryName: 'Face Wash', NewCategoryName: 'Skin Care', ProductDescription: '', RibbonText: '' });
    expect(p.Thumbnail).toBe('products/1-thumb.webp');
    expect(p.ProductImageList).toHaveLength(2);
    expect(p.ProductReviewList.map((r) => r.ReviewTitle)).toEqual(['Newest', 'Older', 'Oldest']);
    expect(p).toMatchObject({ Rating: 4.3, ReviewCount: 3 });
    expect(data.byNo.get(2)!.IsSoldOut).toBe(1);
    expect(data.byNo.get(4)!).toMatchObject({ ProductSKUCount: 2, Rating: 0, ReviewCount: 0 });
    expect(data.byNo.get(4)!.ProductSKUList[1]).toEqual({ ProductSKUNo: 8, Color: '', Size: '200 ml', Barcode: '' });
    expect(data.byNo.get(6)!.ProductImageList).toEqual([]);
    expect(data.byNo.get(3)!.ProductImageList).toEqual([{ ImageFilePath: 'products/3.webp', ImageFilePathThumbnail: 'products/3-thumb.webp' }]);
  });

  it('keeps cards light: no reviews, everything else', () => {
    const card = data.cards.get(1)!;
    expect(card.ProductReviewList).toEqual([]);
    expect(card.Rating).toBe(4.3);
    expect(card.ProductImageList).toHaveLength(2);
  });

  it('builds the category tree ordered by sort, with top-level names', () => {
    expect(data.categories.map((c) => c.ProductCategoryName)).toEqual(['Hair', 'Face', 'Health and Fitness']);
    expect(data.categories[1].SubCategories.map((c) => c.ProductCategoryName)).toEqual(['Face Wash', 'Face Serum']);
    expect(data.categoryInfo.get(12)!.topName).toBe('Face');
    expect(nos(data.productsByCategory.get(1)!)).toEqual([1, 3, 2]);
  });

  it('orders cities Trinidad first, then alphabetically', () => {
    expect(data.cities.map((c) => c.ODeliverCityName)).toEqual(['Arima', 'San Fernando', 'Scarborough']);
  });

  it('keeps section products in order and skips unknown ones', () => {
    const sections = data.sections.get(2)!;
    expect(sections.map((s) => [s.SectionName, nos(s.Products)])).toEqual([
      ['Face favourites', [3, 1]],
      ['Hair', [4]],
    ]);
  });

  it('ranks best sellers by units ordered, tops up with the curated list, sold-out last', () => {
    expect(nos(data.bestSellers)).toEqual([1, 4, 2]);
    const sold = buildCatalogData({
      ...fixtureRows(),
      sales: [
        { product_no: 3, units: '5' },
        { product_no: 2, units: '9' },
        { product_no: 1, units: 2 },
      ],
    });
    expect(nos(sold.bestSellers)).toEqual([3, 1, 4, 2]);
  });
});

describe('GetProducts list modes', () => {
  it('pages the home list by home_sort then ProductNo', () => {
    expect(list({ HomePageProducts: '1', PageNo: '1', MaxRecords: '2' })).toEqual([1, 6]);
    expect(list({ HomePageProducts: '1', PageNo: '2', MaxRecords: '2' })).toEqual([3, 4]);
    expect(list({ HomePageProducts: '1', PageNo: '3', MaxRecords: '2' })).toEqual([2]);
    expect(list({ HomePageProducts: '1', PageNo: '4', MaxRecords: '2' })).toEqual([]);
    expect(list({})).toEqual([1, 6, 3, 4, 2]);
  });

  it('lists new products newest first, then ProductNo descending', () => {
    expect(list({ NewProducts: '1' })).toEqual([4, 2, 6, 5, 3, 1]);
  });

  it('lists similar products: same subcategory, then home category, then top category, never itself', () => {
    expect(list({ SimilarProductNo: '1' })).toEqual([2, 3]);
    expect(list({ SimilarProductNo: '4' })).toEqual([5]);
    expect(list({ SimilarProductNo: '404' })).toEqual([]);
  });

  it('searches text and category text, and narrows banners', () => {
    expect(list({ SearchText: 'face WASH' })).toEqual([1, 2]);
    expect(list({ SearchText: '' })).toEqual([1, 6, 3, 4, 2, 5]);
    expect(list({ CategorySearchText: 'face serum' })).toEqual([3]);
    expect(list({ CategorySearchText: 'Face' })).toEqual([1, 3, 2]);
    expect(list({ CategorySearchText: 'Hair Care' })).toEqual([4, 5]);
    expect(list({ CategorySearchText: 'Vitamins & Supplements' })).toEqual([6]);
    expect(list({ CategorySearchText: 'vitamins and supplements' })).toEqual([6]);
    expect(list({ CategorySearchText: 'Nope' })).toEqual([]);
    expect(list({ BannerNo: '11' })).toEqual([1, 3]);
    expect(list({ BannerNo: '12', SearchText: '' })).toEqual([3]);
    expect(list({ BannerNo: '11', SearchText: 'serum' })).toEqual([3]);
    expect(list({ BannerNo: '13' })).toEqual([]);
  });

  it('reads parameter names in any casing and shares cache keys between equal requests', () => {
    expect(list({ homepageproducts: '1', pageno: '2', maxrecords: '2' })).toEqual([3, 4]);
    const a = listQueryKey(parseListQuery(normaliseQuery({ SearchText: 'Face  Wash', MaxRecords: '15' })));
    const b = listQueryKey(parseListQuery(normaliseQuery({ searchtext: 'face wash' })));
    expect(a).toBe(b);
  });

  it('clamps MaxRecords and refuses what is not a number', () => {
    expect(list({ NewProducts: '1', MaxRecords: '0' })).toHaveLength(1);
    expect(list({ NewProducts: '1', MaxRecords: '5000' })).toHaveLength(6);
    expect(badRequest({ MaxRecords: 'ten' })).toMatch(/MaxRecords must be a whole number/);
    expect(badRequest({ HomePageProducts: '1', PageNo: '0' })).toMatch(/PageNo must be 1 or more/);
    expect(badRequest({ BannerNo: '16' })).toMatch(/BannerNo must be one of 11, 12, 13, 14, 15/);
    expect(badRequest({ SimilarProductNo: 'x' })).toMatch(/SimilarProductNo/);
    expect(badRequest({ HomePageProducts: 'maybe' })).toMatch(/HomePageProducts must be 1 or 0/);
    expect(badRequest({ HomePageProducts: '1', BestSellers: '1' })).toMatch(/one product list at a time/);
    expect(badRequest({ SearchText: 'x'.repeat(201) })).toMatch(/too long/);
  });

  it('lets a blank text field ride along with another mode', () => {
    expect(list({ BestSellers: '1', SearchText: '', CategorySearchText: '', UseForGN: '1' })).toEqual([1, 4, 2]);
  });
});

describe('money and rating helpers', () => {
  it('rounds half up despite binary fractions', () => {
    expect(roundMoney(7.5)).toBe(8);
    expect(roundMoney((145 * 5) / 100)).toBe(7);
    expect(roundMoney((9.9 * 25) / 100)).toBe(2);
  });

  it('averages ratings to one decimal', () => {
    expect(averageRating([])).toBe(0);
    expect(averageRating([5, 4, 4])).toBe(4.3);
    expect(averageRating([5, 4])).toBe(4.5);
  });
});
