import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Product } from '../../../widgets/domain/types.js';

export { HOME_CATEGORIES, SPEC_CATEGORIES, SPEC_SUBCATEGORIES } from '../../helpers/spec-catalog.js';

export async function get(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, headers: res.headers, body: res.body ? (JSON.parse(res.body) as unknown) : undefined };
}

/** GET that must answer 200 with a JSON array of products. */
export async function products(app: FastifyInstance, query: string): Promise<Product[]> {
  const res = await get(app, `/api/trini/GetProducts?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(Array.isArray(res.body)).toBe(true);
  return res.body as Product[];
}

export const nos = (list: readonly Product[]) => list.map((p) => p.ProductNo);

/** Every field a product card and a cart line read, with the types of widgets/domain/types.ts. */
export function expectCardShape(p: Product): void {
  for (const key of [
    'ProductNo',
    'SalesPrice',
    'SalesPrice2',
    'SalesPrice3',
    'SalesPrice5',
    'Price',
    'Total',
    'DiscountPercent',
    'DiscountAmount',
    'FreeDelivery',
    'FreeDeliveryQuantity',
    'IsSoldOut',
    'ProductSKUCount',
    'Rating',
    'ReviewCount',
    'ProductCategoryNo',
  ] as const) {
    expect(typeof p[key], `${key} of product ${p.ProductNo}`).toBe('number');
  }
  for (const key of [
    'ProductName',
    'ProductDescription',
    'ProductCategoryName',
    'NewCategoryName',
    'StyleName',
    'ProductStyle',
    'Barcode',
    'ProductSKUNo',
    'RibbonText',
    'VideoFileName',
    'ImageFilePath',
    'ImageFilePathThumbnail',
    'Thumbnail',
    'DateAdded',
  ] as const) {
    expect(typeof p[key], `${key} of product ${p.ProductNo}`).toBe('string');
  }
  expect([0, 1]).toContain(p.IsSoldOut);
  expect(p.Total).toBe(p.SalesPrice);
  expect(p.ProductSKUCount).toBe(p.ProductSKUList.length);
  expect(Array.isArray(p.ProductImageList)).toBe(true);
  expect(p.ProductReviewList).toEqual([]);
  expect(p.ProductName).not.toBe('');
}
