// Share card specs: what each card shows, and names that change exactly when that does.
import { describe, expect, it } from 'vitest';
import { allCardSpecs, cardFile, cardKey, productCardSpec, SHARE_CARDS_AHEAD, startCardSpecs } from '../../../host/media/share-cards.js';
import type { CatalogData } from '../../../host/catalog/data.js';
import { shareCardSvg } from '../../../host/media/share-card-svg.js';
import type { Product } from '../../../widgets/domain/types.js';

const BRAND = 'Cedar Soap Co.';

const product = {
  ProductNo: 12,
  ProductName: 'Coconut & Shea Body Butter',
  SalesPrice: 89.99,
  StyleName: '250 ml',
  ProductCategoryName: 'Body Cream',
  NewCategoryName: 'Body Care',
  ImageFilePath: 'products/12/1.svg',
} as Product;

describe('product share card', () => {
  it('shows the name, the TT$ price and the brand, over the product artwork', () => {
    const spec = productCardSpec(product, BRAND);
    expect(spec).toMatchObject({ title: product.ProductName, price: 'TT$89.99', brand: BRAND, artwork: ['products/12/1.svg'] });
    const svg = shareCardSvg(spec, [
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600"><defs><linearGradient id="bg"/></defs><rect fill="url(#bg)"/></svg>',
    ]);
    expect(svg).toContain('width="1200" height="630"');
    expect(svg).toContain('>Coconut &amp;<');
    expect(svg).toContain('>Butter<');
    expect(svg).toContain('TT$89.99');
    expect(svg).toContain('CEDAR SOAP CO.');
    expect(svg).toContain('id="a0-bg"'); // the artwork's ids are its own
    expect(svg).toContain('url(#a0-bg)');
  });

  it.each([
    ['SalesPrice', 90.99],
    ['ProductName', 'Coconut Body Butter'],
    ['ImageFilePath', 'products/12/2.svg'],
    ['StyleName', '500 ml'],
  ] as const)('gets a new file name when %s changes', (field, value) => {
    const changed = productCardSpec({ ...product, [field]: value }, BRAND);
    expect(cardKey(changed)).not.toBe(cardKey(productCardSpec(product, BRAND)));
  });

  it('keeps its name when nothing it shows changes', () => {
    expect(cardFile(productCardSpec({ ...product, Rating: 4 } as Product, BRAND))).toBe(cardFile(productCardSpec(product, BRAND)));
    expect(cardFile(productCardSpec(product, BRAND))).toMatch(/^share\/product\/12-[0-9a-f]{12}\.jpg$/);
  });

  it('draws no artwork for a product whose image is not SVG', () => {
    expect(productCardSpec({ ...product, ImageFilePath: 'uploads/12.png' }, BRAND).artwork).toEqual([]);
  });
});

describe('the cards drawn ahead after start-up', () => {
  const products = Array.from({ length: SHARE_CARDS_AHEAD * 3 }, (_, i) => ({ ...product, ProductNo: i + 1 }) as Product);
  const category = { ProductCategoryNo: 5, ProductCategoryName: 'Body Cream', SubCategories: [] };
  const data = {
    products,
    catalogueOrder: [...products].reverse(),
    homeOrder: products.slice(-3).reverse(),
    categories: [category],
    categoryInfo: new Map([[5, { category, parentNo: null, topName: 'Body Cream' }]]),
    productsByCategory: new Map([[5, products]]),
    settings: { name: BRAND, tagline: 'Natural care' },
  } as unknown as CatalogData;

  it("are the home page's, each category's and the first products' in catalogue order, however big the catalogue", () => {
    const specs = startCardSpecs(data);
    expect(specs.map((s) => `${s.kind}:${s.id}`).slice(0, 4)).toEqual([
      'home:home',
      'category:5',
      `product:${products.length}`,
      `product:${products.length - 1}`,
    ]);
    expect(specs.filter((s) => s.kind === 'product')).toHaveLength(SHARE_CARDS_AHEAD);
    expect(allCardSpecs(data)).toHaveLength(2 + products.length);
  });
});
