// Share cards: one 1200 x 630 JPEG per product, per category and for the home page, named by a
// hash of what they show (/share/product/12-<key>.jpg). A new price or name gives a new name, so a card
// can be cached for ever and a page never points at a stale one. The host draws the first few ahead after
// start-up (warmShareCards, startCardSpecs); any other card is drawn on its first request (host/pages/share-route.ts).
import { createHash } from 'node:crypto';
import type { Category, Product } from '../../widgets/domain/types.js';
import { formatTT } from '../../widgets/domain/money.js';
import type { CatalogData } from '../catalog/data.js';
import { RASTER_VERSION } from './rasterise.js';
import { rasterStem } from '../../widgets/domain/raster-media.js';

export type ShareCardKind = 'product' | 'category' | 'home';

export interface ShareCardSpec {
  kind: ShareCardKind;
  /** ProductNo, ProductCategoryNo, or 'home'. */
  id: string;
  brand: string;
  title: string;
  lines: string[];
  price?: string;
  /** Media paths of the SVG artwork drawn on the left (none: text only). */
  artwork: string[];
  /** Home category whose colours the card takes. */
  theme: string;
  footer: string;
}

export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/jpeg' } as const;

const FOOTER = 'Delivery across T&T · Cash on delivery';
/** The seed's SVG artwork, or an uploaded photo (share-card-store.ts draws its JPEG copy). */
const artworkPaths = (path: string) => (path.endsWith('.svg') || rasterStem(path) ? [path] : []);

/** `brand`: the shop's name as its settings give it. */
export function productCardSpec(p: Product, brand: string): ShareCardSpec {
  return {
    kind: 'product',
    id: String(p.ProductNo),
    brand,
    title: p.ProductName,
    lines: [p.StyleName, p.ProductCategoryName].filter(Boolean),
    price: formatTT(p.SalesPrice),
    artwork: artworkPaths(p.ImageFilePath),
    theme: p.NewCategoryName,
    footer: FOOTER,
  };
}

function firstArtworks(products: readonly Product[], n: number): string[] {
  return products.flatMap((p) => artworkPaths(p.ImageFilePath)).slice(0, n);
}

export function categoryCardSpec(data: CatalogData, categoryNo: number): ShareCardSpec | undefined {
  const info = data.categoryInfo.get(categoryNo);
  if (!info) return undefined;
  const products = data.productsByCategory.get(categoryNo) ?? [];
  const parent = info.parentNo === null ? undefined : data.categoryInfo.get(info.parentNo)?.category;
  return {
    kind: 'category',
    id: String(categoryNo),
    brand: data.settings.name,
    title: info.category.ProductCategoryName,
    lines: [`${products.length} product${products.length === 1 ? '' : 's'}${parent ? ` in ${parent.ProductCategoryName}` : ''}`],
    artwork: firstArtworks(products, 3),
    theme: products[0]?.NewCategoryName ?? '',
    footer: FOOTER,
  };
}

export function homeCardSpec(data: CatalogData): ShareCardSpec {
  return {
    kind: 'home',
    id: 'home',
    brand: data.settings.name,
    title: data.settings.tagline,
    lines: [`${data.products.length} natural products · shop online`],
    artwork: firstArtworks(data.homeOrder, 3),
    theme: 'Skin Care',
    footer: FOOTER,
  };
}

/** Short hash of everything the card shows (and of the drawing code's version). */
export function cardKey(spec: ShareCardSpec): string {
  return createHash('sha256')
    .update(`${RASTER_VERSION}\n${JSON.stringify(spec)}`)
    .digest('hex')
    .slice(0, 12);
}

/** The card's file under the media folder and its URL path: share/product/12-<key>.jpg. */
export function cardFile(spec: ShareCardSpec): string {
  return `share/${spec.kind}/${spec.id}-${cardKey(spec)}.jpg`;
}

export const cardUrlPath = (spec: ShareCardSpec) => `/${cardFile(spec)}`;

/** The home page's card and each category's. */
function pageCardSpecs(data: CatalogData): ShareCardSpec[] {
  const categories: Category[] = [];
  const walk = (list: readonly Category[]) => list.forEach((c) => (categories.push(c), walk(c.SubCategories ?? [])));
  walk(data.categories);
  return [homeCardSpec(data), ...categories.map((c) => categoryCardSpec(data, c.ProductCategoryNo)).filter((s): s is ShareCardSpec => s !== undefined)];
}

/** Every card the catalogue has: the home page's, each category's, each product's. */
export function allCardSpecs(data: CatalogData): ShareCardSpec[] {
  return [...pageCardSpecs(data), ...data.products.map((p) => productCardSpec(p, data.settings.name))];
}

/**
 * The products whose cards the host draws ahead after start-up. Each card is a few hundred milliseconds of image
 * work; a big catalogue's thousands would keep a core and the image libraries' memory busy for many minutes after
 * every start, for cards most links will never show. The others are drawn on their first request.
 */
export const SHARE_CARDS_AHEAD = 100;

/** The cards drawn ahead after start-up: the home page's, each category's, and the first SHARE_CARDS_AHEAD products' in catalogue order (the home page's first). */
export function startCardSpecs(data: CatalogData): ShareCardSpec[] {
  return [...pageCardSpecs(data), ...data.catalogueOrder.slice(0, SHARE_CARDS_AHEAD).map((p) => productCardSpec(p, data.settings.name))];
}
