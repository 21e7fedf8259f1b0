// The Products screen's answers (docs/back-office.md#products-and-stock).
import type { EditableProduct } from './admin.js';

export interface ProductListRow {
  ProductNo: number;
  ProductName: string;
  CategoryName: string;
  SalesPrice: number;
  DiscountPercent: number;
  /** Units left; null: not tracked. */
  Stock: number | null;
  IsSoldOut: boolean;
  /** Tracked, and at the shop's low-stock threshold or below. */
  LowStock: boolean;
  /** Out of the shop. */
  Hidden?: boolean;
}

export interface ProductPage {
  Products: ProductListRow[];
  Total: number;
  PageNo: number;
  PageCount: number;
  LowStockThreshold: number;
}

export interface ProductOption {
  SkuNo?: number;
  Color: string;
  Size: string;
  Barcode: string;
  /** Its own price; null: the product's. */
  Price: number | null;
  /** Its own units left; null: the product's stock counts for it. */
  Stock: number | null;
}

export interface ProductPhoto {
  ImageFilePath: string;
  ImageFilePathThumbnail: string;
}

export interface EditedProduct extends EditableProduct {
  ProductDescription: string;
  Stock: number | null;
  CategoryNo: number;
  Barcode: string;
  /** The cost price: the shop's own, never shown to shoppers. */
  PurchasePrice: number;
  Hidden: boolean;
  Options: ProductOption[];
  Photos: ProductPhoto[];
}

export interface AdminCategory {
  CategoryNo: number;
  Name: string;
  ParentNo: number | null;
  Sort: number;
  Hidden: boolean;
  Products: number;
}
