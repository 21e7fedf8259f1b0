// What crawlers and link previews read on each page, added to the page a route built:
// - a share image (1200 x 630 JPEG card) on every page: the product's, the category's, else the home page's;
// - structured data: Organization + WebSite on the home page, Product/ProductGroup on a product page,
//   BreadcrumbList wherever a breadcrumb shows;
// - listings that list nothing (an unknown category, a search or category text with no product) answer
//   404 with noindex, keeping their friendly page (the widget's own "not found" text and the search box).
import type { AppContext } from '../context.js';
import type { CatalogData } from '../catalog/data.js';
import { filterProducts } from '../catalog/queries.js';
import { normalise } from '../catalog/search.js';
import { ALL_CATEGORIES_DESCRIPTION, categoryDescription } from '../../widgets/domain/category-descriptions.js';
import { categoryPath } from '../../widgets/domain/category-tree.js';
import { rasterPath, rasterStem } from '../../widgets/domain/raster-media.js';
import { LOGO_PATH } from '../db/seed/images.js';
import { SHARE_IMAGE, cardUrlPath, categoryCardSpec, homeCardSpec, productCardSpec, type ShareCardSpec } from '../media/share-cards.js';
import { catalogData } from './catalog-data.js';
import type { Page, ShareImage } from './shell.js';
import { STATIC_PAGES } from './static-pages.js';
import { breadcrumbLd, type Crumb } from './structured-data/breadcrumb.js';
import { productLd } from './structured-data/product.js';
import { organizationLd, websiteLd } from './structured-data/site.js';

type Params = Record<string, string | undefined>;

const intParam = (v: string | undefined) => (v && /^\d{1,9}$/.test(v) ? Number(v) : undefined);

function shareImage(base: string, spec: ShareCardSpec, alt: string): ShareImage {
  return { url: base + cardUrlPath(spec), alt, ...SHARE_IMAGE };
}

const homeImage = (base: string, data: CatalogData) => shareImage(base, homeCardSpec(data), `${data.settings.name}: ${data.settings.tagline}`);

/** The page as crawlers and link previews should see it. `route` is the route's pattern (e.g. '/category/:ProductCategoryNo'). */
export function withSeo(route: string, page: Page, params: Params, query: Params, ctx: AppContext): Page {
  const base = ctx.config.publicUrl;
  const data = catalogData(ctx);
  const adjusted = adjust(route, page, params, query, ctx, data);
  return { ...adjusted, image: adjusted.image ?? homeImage(base, data) };
}

function adjust(route: string, page: Page, params: Params, query: Params, ctx: AppContext, data: CatalogData): Page {
  const base = ctx.config.publicUrl;
  switch (route) {
    case '/':
    case '/home':
      return { ...page, jsonLd: [organizationLd(base, `${base}/media/${LOGO_PATH}`, ctx.catalog.settings()), websiteLd(base, ctx.catalog.settings())] };
    case '/productdetails/:ProductNo':
      return productSeo(page, Number(params.ProductNo), ctx);
    case '/category':
    case '/category/:ProductCategoryNo':
      return categorySeo(page, params.ProductCategoryNo, base, data);
    case '/csearch/:CSearchText':
      return categoryTextSeo(page, params.CSearchText ?? '', base, data);
    case '/search':
    case '/search/:SearchText':
      return searchSeo(page, params.SearchText ?? '', query.b, data);
    default: {
      const staticPage = STATIC_PAGES.find(([path]) => path === route);
      return staticPage ? { ...page, jsonLd: [breadcrumbLd(base, [{ name: 'Home', path: '/home' }, { name: page.title }])] } : page;
    }
  }
}

/** The product page's visible trail: Home / its category (the category search) / the product. */
export function productCrumbs(p: { ProductName: string; ProductCategoryName: string }): Crumb[] {
  return [
    { name: 'Home', path: '/home' },
    { name: p.ProductCategoryName, path: `/csearch/${encodeURIComponent(p.ProductCategoryName)}` },
    { name: p.ProductName },
  ];
}

function productSeo(page: Page, productNo: number, ctx: AppContext): Page {
  const base = ctx.config.publicUrl;
  const product = ctx.catalog.product(productNo);
  if (!product) return page;
  const card = shareImage(base, productCardSpec(product, ctx.catalog.settings().name), product.ProductName);
  const photos = (product.ProductImageList.length ? product.ProductImageList.map((i) => i.ImageFilePath) : [product.ImageFilePath]).filter(Boolean);
  const photoUrls = photos.map((path) => {
    const stem = rasterStem(path);
    return `${base}/media/${stem ? rasterPath(stem, 600, 'jpeg') : path}`;
  });
  return {
    ...page,
    image: card,
    jsonLd: [
      productLd({ product, base, images: [card.url, ...photoUrls], now: ctx.now(), shop: ctx.catalog.settings() }),
      breadcrumbLd(base, productCrumbs(product)),
    ],
  };
}

/** The category page's visible trail (the widget's Breadcrumb): Home / All Categories / parents / this category. */
export function categoryCrumbs(data: CatalogData, categoryNo: number | undefined): Crumb[] {
  const trail: Crumb[] = [{ name: 'Home', path: '/home' }];
  if (categoryNo === undefined) return [...trail, { name: 'All Categories' }];
  const path = categoryPath(data.categories, categoryNo);
  return [
    ...trail,
    { name: 'All Categories', path: '/category' },
    ...path.map((c, i) =>
      i === path.length - 1 ? { name: c.ProductCategoryName } : { name: c.ProductCategoryName, path: `/category/${c.ProductCategoryNo}` },
    ),
  ];
}

function categorySeo(page: Page, raw: string | undefined, base: string, data: CatalogData): Page {
  const categoryNo = raw === undefined ? undefined : intParam(raw);
  if (raw === undefined) {
    return { ...page, title: 'All Categories', description: ALL_CATEGORIES_DESCRIPTION, jsonLd: [breadcrumbLd(base, categoryCrumbs(data, undefined))] };
  }
  const info = categoryNo === undefined ? undefined : data.categoryInfo.get(categoryNo);
  if (!info || categoryNo === undefined) return notFound(page, 'Category not found', 'We could not find this category. Browse all our categories instead.');
  const name = info.category.ProductCategoryName;
  const parent = info.parentNo === null ? undefined : data.categoryInfo.get(info.parentNo)?.category.ProductCategoryName;
  const spec = categoryCardSpec(data, categoryNo)!;
  return {
    ...page,
    title: name,
    description: categoryDescription(name, parent),
    image: shareImage(base, spec, `${name} at ${data.settings.name}`),
    jsonLd: [breadcrumbLd(base, categoryCrumbs(data, categoryNo))],
  };
}

function categoryTextSeo(page: Page, text: string, base: string, data: CatalogData): Page {
  if (filterProducts(data, null, normalise(text), '').length === 0) {
    return notFound(page, `No products in ${text}`, `${data.settings.name} has no products in “${text}”. Search or browse our categories instead.`);
  }
  const category = [...data.categoryInfo.values()].find((i) => normalise(i.category.ProductCategoryName) === normalise(text));
  const spec = category ? categoryCardSpec(data, category.category.ProductCategoryNo) : undefined;
  return spec ? { ...page, image: shareImage(base, spec, `${text} at ${data.settings.name}`) } : page;
}

function searchSeo(page: Page, text: string, banner: string | undefined, data: CatalogData): Page {
  const bannerNo = intParam(banner) ?? null;
  const results = filterProducts(data, bannerNo, '', normalise(text));
  if (results.length === 0) {
    return notFound(
      page,
      text ? `No results for ${text}` : 'No results',
      `Nothing matched${text ? ` “${text}”` : ''}. Try another word, or browse our categories.`,
    );
  }
  return text
    ? { ...page, title: `Search results for ${text}`, description: `${results.length} natural products matching “${text}” at ${data.settings.name}.` }
    : page;
}

/** The same friendly page, as a real 404 that search engines do not index. */
function notFound(page: Page, title: string, description: string): Page {
  return { ...page, title, description, status: 404, noIndex: true };
}
