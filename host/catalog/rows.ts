import type { Product, ProductImage, ProductReview, ProductSku } from '../../widgets/domain/types.js';
import type { SettingsRow } from '../shop/settings-row.js';

// Database rows of the catalogue tables (as load.ts selects them) and their conversion to the API's Product.
// numeric and bigint columns arrive as strings, so every number goes through num().

export interface CategoryRow {
  category_no: number;
  name: string;
  parent_no: number | null;
  sort: number;
  image_file_path: string | null;
}

export interface ProductRow {
  product_no: number;
  name: string;
  description: string | null;
  category_no: number;
  home_category: string | null;
  style_name: string | null;
  product_style: string | null;
  barcode: string | null;
  sku_no: string | null;
  price: string | number;
  sales_price: string | number;
  sales_price2: string | number;
  sales_price3: string | number;
  sales_price5: string | number;
  discount_percent: string | number;
  free_delivery: number;
  free_delivery_quantity: number;
  ribbon_text: string | null;
  is_sold_out: boolean;
  /** Units left; null or absent: not tracked (migration 011). */
  stock?: number | string | null;
  video_file_name: string | null;
  image_file_path: string | null;
  image_file_path_thumbnail: string | null;
  is_home_page: boolean;
  home_sort: number;
  best_seller_rank: number | null;
  banner_nos: number[] | string | null;
  date_added: string; // yyyy-mm-dd (to_char in SQL)
}

export interface ImageRow {
  product_no: number;
  image_file_path: string;
  image_file_path_thumbnail: string;
}

export interface SkuRow {
  sku_no: number;
  product_no: number;
  color: string | null;
  size: string | null;
  barcode: string | null;
  /** The option's own price and units left (migration 024); null or absent: the product's. */
  price?: string | number | null;
  stock?: string | number | null;
}

export interface ReviewRow {
  review_no: number;
  product_no: number;
  customer_name: string;
  review_title: string;
  comments: string;
  rating: number;
  review_date: string; // yyyy-mm-dd in Trinidad time
}

export interface CityRow {
  city_no: number;
  name: string;
  country_no: number;
}

export interface ShopRow {
  shop_no: number;
  shop_name: string;
  /** The shop's site origins (migration 010); never sent to shoppers. */
  origins?: string[] | null;
}

export interface SectionRow {
  section_no: number;
  page_no: number;
  section_name: string;
}

export interface SectionProductRow {
  section_no: number;
  product_no: number;
}

export interface SalesRow {
  product_no: number;
  units: string | number;
}

/** Everything load.ts reads, already in the order each list needs (see the ORDER BYs there). */
export interface CatalogRows {
  categories: CategoryRow[];
  products: ProductRow[];
  images: ImageRow[];
  skus: SkuRow[];
  reviews: ReviewRow[];
  cities: CityRow[];
  shops: ShopRow[];
  sections: SectionRow[];
  sectionProducts: SectionProductRow[];
  sales: SalesRow[];
  /** The shop's settings (migration 021): none until the owner saves them. */
  settings?: SettingsRow[];
}

export function num(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
}

export function str(value: unknown): string {
  return typeof value === 'string' ? value : value == null ? '' : String(value);
}

/** Half-up rounding to whole TT$, robust to binary fractions (2.675 * 100 and the like). */
export function roundMoney(value: number): number {
  return Math.round(value + Math.sign(value) * 1e-9);
}

/** The 1-decimal average of review ratings; 0 when there are none. */
export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  const sum = ratings.reduce((a, b) => a + b, 0);
  return Math.round((sum / ratings.length) * 10 + 1e-9) / 10;
}

export function bannerNos(value: ProductRow['banner_nos']): number[] {
  if (Array.isArray(value)) return value.map(num);
  if (typeof value === 'string') return value.replace(/[{}]/g, '').split(',').filter(Boolean).map(num);
  return [];
}

export interface ProductParts {
  categoryName: string;
  images: ProductImage[];
  skus: ProductSku[];
  reviews: ProductReview[]; // newest first
}

export function toProduct(row: ProductRow, parts: ProductParts): Product {
  const salesPrice = num(row.sales_price);
  const discountPercent = num(row.discount_percent);
  const image = str(row.image_file_path) || parts.images[0]?.ImageFilePath || '';
  const thumbnail = str(row.image_file_path_thumbnail) || parts.images[0]?.ImageFilePathThumbnail || image;
  const images = parts.images.length > 0 || !image ? parts.images : [{ ImageFilePath: image, ImageFilePathThumbnail: thumbnail }];
  const stock = row.stock == null ? null : num(row.stock);
  return {
    ProductNo: num(row.product_no),
    ProductName: str(row.name),
    ProductDescription: str(row.description),
    ProductCategoryNo: num(row.category_no),
    ProductCategoryName: parts.categoryName,
    NewCategoryName: str(row.home_category),
    StyleName: str(row.style_name),
    ProductStyle: str(row.product_style),
    Barcode: str(row.barcode),
    ProductSKUNo: str(row.sku_no),
    SalesPrice: salesPrice,
    SalesPrice2: num(row.sales_price2),
    SalesPrice3: num(row.sales_price3),
    SalesPrice5: num(row.sales_price5),
    Price: num(row.price),
    Total: salesPrice,
    DiscountPercent: discountPercent,
    DiscountAmount: roundMoney((salesPrice * discountPercent) / 100),
    FreeDelivery: num(row.free_delivery),
    FreeDeliveryQuantity: num(row.free_delivery_quantity),
    RibbonText: str(row.ribbon_text),
    IsSoldOut: row.is_sold_out || stock === 0 ? 1 : 0,
    ProductSKUCount: parts.skus.length,
    VideoFileName: str(row.video_file_name),
    ImageFilePath: image,
    ImageFilePathThumbnail: thumbnail,
    Thumbnail: thumbnail,
    ProductImageList: images,
    ProductSKUList: parts.skus,
    ProductReviewList: parts.reviews,
    Rating: averageRating(parts.reviews.map((r) => r.Rating)),
    ReviewCount: parts.reviews.length,
    DateAdded: str(row.date_added),
    // Only tracked products carry it, so an untracked product's answer is as it always was.
    ...(stock === null ? {} : { Stock: stock }),
  };
}

export function toImage(row: ImageRow): ProductImage {
  return { ImageFilePath: str(row.image_file_path), ImageFilePathThumbnail: str(row.image_file_path_thumbnail) };
}

export function toSku(row: SkuRow): ProductSku {
  const sku: ProductSku = { ProductSKUNo: num(row.sku_no), Color: str(row.color), Size: str(row.size), Barcode: str(row.barcode) };
  // Only options with their own price or stock carry them, so other products' answers are as they always were.
  if (row.price != null) sku.Price = num(row.price);
  if (row.stock != null) sku.Stock = num(row.stock);
  return sku;
}

export function toReview(row: ReviewRow): ProductReview {
  return {
    ProductReviewNo: num(row.review_no),
    ProductNo: num(row.product_no),
    CustomerName: str(row.customer_name),
    ReviewTitle: str(row.review_title),
    Comments: str(row.comments),
    Rating: num(row.rating),
    ReviewDate: str(row.review_date),
  };
}
