// Expands the hand-written product seeds into full rows: barcodes, SKU numbers, dates, home order and
// media paths are derived deterministically from the product number (no clock, no randomness).
import { HOME_CATEGORY_NAMES, subcategoryNo, type HomeCategoryName } from '../categories.js';
import { BEARD_CARE } from './beard-care.js';
import { BEAUTY_CARE } from './beauty-care.js';
import { BODY_CARE } from './body-care.js';
import { FRAGRANCE } from './fragrance.js';
import { HAIR_CARE } from './hair-care.js';
import { HEALTH_CARE } from './health-care.js';
import { SKIN_CARE } from './skin-care.js';
import type { HomeCategoryProducts, ProductSeed, Shape } from './types.js';
import { WOMEN_CARE } from './women-care.js';

export type { ProductSeed } from './types.js';

const GROUPS: HomeCategoryProducts[] = [SKIN_CARE, BODY_CARE, HAIR_CARE, BEAUTY_CARE, HEALTH_CARE, FRAGRANCE, WOMEN_CARE, BEARD_CARE];

export interface SeedVariant {
  skuNo: number;
  color: string;
  size: string;
  barcode: string;
}

export interface SeedImage {
  sort: number;
  imageFilePath: string;
  imageFilePathThumbnail: string;
}

/** A product exactly as it goes into the products table (money as exact decimal strings). */
export interface SeedProduct {
  seed: ProductSeed;
  productNo: number;
  name: string;
  description: string;
  categoryNo: number;
  subcategory: string;
  homeCategory: HomeCategoryName;
  styleName: string;
  productStyle: string;
  barcode: string;
  skuNo: string;
  price: string;
  salesPrice: string;
  salesPrice2: string;
  salesPrice3: string;
  salesPrice5: string;
  purchasePrice: string;
  discountPercent: string;
  freeDelivery: number;
  freeDeliveryQuantity: number;
  ribbonText: string;
  isSoldOut: boolean;
  videoFileName: string;
  isHomePage: boolean;
  homeSort: number;
  bestSellerRank: number | null;
  bannerNos: number[];
  dateAdded: string;
  images: SeedImage[];
  variants: SeedVariant[];
}

const STYLE_OF_SHAPE: Record<Shape, string> = {
  bottle: 'Bottle',
  pump: 'Pump bottle',
  jar: 'Jar',
  tube: 'Tube',
  dropper: 'Dropper bottle',
  spray: 'Spray bottle',
  bar: 'Bar',
  box: 'Gift box',
  tub: 'Tub',
  stick: 'Stick',
  pouch: 'Pouch',
};

/** '89.99' -> 8999; throws on anything that is not an exact TT$ amount. */
export function toCents(money: string): number {
  if (!/^\d+\.\d{2}$/.test(money)) throw new Error(`Seed money must look like 89.99, got ${money}`);
  return Math.round(Number(money) * 100);
}

export const fromCents = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** EAN-13 (or UPC-A when digits has 11 digits) with its check digit. */
export function withCheckDigit(digits: string): string {
  const sum = [...digits].reverse().reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 3 : 1), 0);
  return digits + String((10 - (sum % 10)) % 10);
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Every fourth product carries a 12-digit UPC-A, the rest a 13-digit EAN. */
export function productBarcode(productNo: number, variant = 0): string {
  return productNo % 4 === 0
    ? withCheckDigit(`0${pad(86420 + productNo, 5)}${pad(variant * 37 + productNo * 3, 5)}`)
    : withCheckDigit(`845${pad(7031, 4)}${pad(productNo, 3)}${pad(variant, 2)}`);
}

/** The seed's own 'today': dates in the catalogue fall in the year before it (fixed, never the clock). */
export const CATALOGUE_DATE = '2026-11-15';
const DAY_MS = 86_400_000;

/** Products marked 'New' arrived in the last four weeks; the rest spread over the eleven months before. */
export function dateAdded(seed: ProductSeed): string {
  const end = Date.parse(CATALOGUE_DATE);
  const daysAgo = seed.ribbon === 'New' ? 1 + (seed.no % 26) : 30 + ((seed.no * 37) % 330);
  return new Date(end - daysAgo * DAY_MS).toISOString().slice(0, 10);
}

export const imageCount = (productNo: number) => 2 + (productNo % 3);

export function productImages(productNo: number): SeedImage[] {
  return Array.from({ length: imageCount(productNo) }, (_, i) => ({
    sort: i + 1,
    imageFilePath: `products/${productNo}/${i + 1}.svg`,
    imageFilePathThumbnail: `products/${productNo}/${i + 1}-thumb.svg`,
  }));
}

export const videoPath = (productNo: number) => `videos/${productNo}.mp4`;

function expand(group: HomeCategoryProducts, seed: ProductSeed, index: number, firstSkuNo: number): SeedProduct {
  const homeIndex = HOME_CATEGORY_NAMES.indexOf(group.home);
  const images = productImages(seed.no);
  const salesCents = toCents(seed.sales);
  return {
    seed,
    productNo: seed.no,
    name: seed.name,
    description: seed.desc,
    categoryNo: subcategoryNo(seed.sub),
    subcategory: seed.sub,
    homeCategory: group.home,
    styleName: seed.style,
    productStyle: STYLE_OF_SHAPE[seed.shape],
    barcode: productBarcode(seed.no),
    skuNo: `TN-${group.code}-${pad(seed.no, 4)}`,
    price: seed.price,
    salesPrice: seed.sales,
    salesPrice2: seed.p2 ?? '0.00',
    salesPrice3: seed.p3 ?? '0.00',
    salesPrice5: seed.p5 ?? '0.00',
    purchasePrice: fromCents(Math.round(salesCents * 0.55)),
    discountPercent: `${seed.discount ?? 0}.00`,
    freeDelivery: seed.free ? 1 : 0,
    freeDeliveryQuantity: seed.freeQty ?? 0,
    ribbonText: seed.ribbon ?? '',
    isSoldOut: seed.soldOut === true,
    videoFileName: seed.video ? videoPath(seed.no) : '',
    isHomePage: seed.hidden !== true,
    // Round-robin over the home categories so every page of the home grid is varied.
    homeSort: index * HOME_CATEGORY_NAMES.length + homeIndex + 1,
    bestSellerRank: seed.best ?? null,
    bannerNos: seed.banners ?? [],
    dateAdded: dateAdded(seed),
    images,
    variants: (seed.variants ?? []).map(([color, size], i) => ({
      skuNo: firstSkuNo + i,
      color,
      size,
      barcode: productBarcode(seed.no, i + 1),
    })),
  };
}

function build(): SeedProduct[] {
  const all: SeedProduct[] = [];
  let nextSkuNo = 1;
  for (const group of GROUPS) {
    group.products.forEach((seed, i) => {
      const product = expand(group, seed, i, nextSkuNo);
      nextSkuNo += product.variants.length;
      all.push(product);
    });
  }
  return all.sort((a, b) => a.productNo - b.productNo);
}

export const SEED_PRODUCTS: SeedProduct[] = build();
