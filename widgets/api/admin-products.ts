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
}

export interface ProductPage {
  Products: ProductListRow[];
  Total: number;
  PageNo: number;
  PageCount: number;
  LowStockThreshold: number;
}

export interface EditedProduct extends EditableProduct {
  ProductDescription: string;
  Stock: number | null;
}
