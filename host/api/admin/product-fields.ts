// The editable fields of a product (docs/back-office.md#product-edits): the values as the back office shows them,
// and a SaveProduct body read into column changes (every bad value a 400 naming the field).
import { ApiError } from '../../http/errors.js';
import { optionalBoolean, optionalId, optionalMoney, optionalText } from './params.js';
import { parseStock, STOCK_MESSAGES } from '../../../widgets/domain/stock.js';

export const RIBBON_MAX = 40;

/** Body field -> column; the answer and the audit use the field names. */
export const FIELDS = {
  ProductName: 'name',
  ProductDescription: 'description',
  SalesPrice: 'sales_price',
  SalesPrice2: 'sales_price2',
  SalesPrice3: 'sales_price3',
  SalesPrice5: 'sales_price5',
  DiscountPercent: 'discount_percent',
  IsSoldOut: 'is_sold_out',
  RibbonText: 'ribbon_text',
  Stock: 'stock',
  CategoryNo: 'category_no',
  Price: 'price',
  PurchasePrice: 'purchase_price',
  Barcode: 'barcode',
  Hidden: 'hidden',
} as const;
export type Field = keyof typeof FIELDS;
type Value = number | boolean | string | null;

export const NAME_MAX = 200;
export const DESCRIPTION_MAX = 5000;
export const BARCODE_MAX = 64;

export type Row = Record<string, unknown>;

export function editable(r: Row) {
  return {
    ProductNo: Number(r.product_no),
    ProductName: String(r.name),
    ProductDescription: String(r.description ?? ''),
    Price: Number(r.price),
    PurchasePrice: Number(r.purchase_price),
    SalesPrice: Number(r.sales_price),
    SalesPrice2: Number(r.sales_price2),
    SalesPrice3: Number(r.sales_price3),
    SalesPrice5: Number(r.sales_price5),
    DiscountPercent: Number(r.discount_percent),
    IsSoldOut: r.is_sold_out === true,
    RibbonText: String(r.ribbon_text),
    /** Units left; null: not tracked. */
    Stock: r.stock == null ? null : Number(r.stock),
    CategoryNo: Number(r.category_no),
    Barcode: String(r.barcode ?? ''),
    /** Out of the shop (its orders and reviews stay). */
    Hidden: r.hidden === true,
  };
}

export function changesFrom(body: Record<string, unknown>): Partial<Record<Field, Value>> {
  const changes: Partial<Record<Field, Value>> = {};
  const name = optionalText(body, 'ProductName', NAME_MAX);
  if (name === '') throw new ApiError(400, 'ProductName must not be empty.');
  if (name !== undefined) changes.ProductName = name;
  const description = optionalText(body, 'ProductDescription', DESCRIPTION_MAX);
  if (description !== undefined) changes.ProductDescription = description;
  if ('Stock' in body) {
    const stock = parseStock(body.Stock);
    if (!stock.ok) throw new ApiError(400, STOCK_MESSAGES.invalid);
    changes.Stock = stock.stock;
  }
  for (const name of ['SalesPrice', 'SalesPrice2', 'SalesPrice3', 'SalesPrice5'] as const) {
    const value = optionalMoney(body, name);
    if (value !== undefined) changes[name] = value;
  }
  if (changes.SalesPrice === 0) throw new ApiError(400, 'SalesPrice must be more than 0.');
  const discount = optionalMoney(body, 'DiscountPercent');
  if (discount !== undefined && discount > 95) throw new ApiError(400, 'DiscountPercent must be from 0 to 95.');
  if (discount !== undefined) changes.DiscountPercent = discount;
  const soldOut = optionalBoolean(body, 'IsSoldOut');
  if (soldOut !== undefined) changes.IsSoldOut = soldOut;
  const ribbon = optionalText(body, 'RibbonText', RIBBON_MAX);
  if (ribbon !== undefined) changes.RibbonText = ribbon;
  const category = optionalId(body, 'CategoryNo');
  if (category !== undefined) changes.CategoryNo = category;
  for (const name of ['Price', 'PurchasePrice'] as const) {
    const value = optionalMoney(body, name);
    if (value !== undefined) changes[name] = value;
  }
  const barcode = optionalText(body, 'Barcode', BARCODE_MAX);
  if (barcode !== undefined) changes.Barcode = barcode;
  const hidden = optionalBoolean(body, 'Hidden');
  if (hidden !== undefined) changes.Hidden = hidden;
  return changes;
}
