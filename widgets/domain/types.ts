// Entities of docs/domain.md#entities, with the field names the store API uses (PascalCase, exactly as docs/api.md).
// Money is a number of TT$ with at most two decimals; pricing code works in cents internally.

import type { OptionKind } from './option-kind.js';
export interface ProductImage {
  ImageFilePath: string;
  ImageFilePathThumbnail: string;
}

export interface ProductSku {
  ProductSKUNo: number;
  Color: string;
  Size: string;
  Barcode: string;
  /** The option's own price, when it has one (else the product's). */
  Price?: number;
  /** The option's units left, when counted apart (else the product's stock counts for it). */
  Stock?: number;
}

export interface ProductReview {
  ProductReviewNo: number;
  ProductNo: number;
  CustomerName: string;
  ReviewTitle: string;
  Comments: string;
  Rating: number;
  ReviewDate: string; // yyyy-mm-dd
}

/** Prices a line is computed from: the product's own fields, copied onto cart lines. */
export interface PricingFields {
  SalesPrice: number;
  SalesPrice2: number; // 0 = no 2-unit bundle price
  SalesPrice3: number; // 0 = no 3-unit bundle price
  SalesPrice5: number; // 0 = no 5-unit bundle price
  DiscountPercent: number; // 0 = none
  FreeDelivery: number; // 1 = free
  FreeDeliveryQuantity: number; // free delivery from this many units, when above 1
}

export interface Product extends PricingFields {
  ProductNo: number;
  ProductName: string;
  ProductDescription: string;
  ProductCategoryNo: number;
  ProductCategoryName: string; // the subcategory (docs/screens.md#page-shell), e.g. 'Face Wash'
  NewCategoryName: string; // the home category (docs/screens.md#home), e.g. 'Skin Care'
  StyleName: string;
  ProductStyle: string;
  Barcode: string;
  ProductSKUNo: string;
  Price: number; // list price before any discount
  Total: number;
  DiscountAmount: number;
  RibbonText: string;
  IsSoldOut: number; // 1 = sold out (its flag, or no stock left)
  /** Units left, when the shop tracks this product's stock (absent: not tracked, no limit but the cart's). */
  Stock?: number;
  ProductSKUCount: number;
  VideoFileName: string;
  ImageFilePath: string;
  ImageFilePathThumbnail: string;
  Thumbnail: string;
  ProductImageList: ProductImage[];
  ProductSKUList: ProductSku[];
  ProductReviewList: ProductReview[];
  Rating: number;
  ReviewCount: number;
  DateAdded: string; // yyyy-mm-dd
  /** In the one-product answer only: the card's free-delivery badge by the shop's delivery rates (domain/free-delivery-badge.ts),
   * null for none; a card alone on a partner page has no other way to know those rates. */
  FreeDeliveryBadge?: string | null;
}

export interface CartLine extends PricingFields {
  ProductNo: number;
  ProductName: string;
  Barcode: string;
  ProductStyle: string;
  Quantity: number;
  Rate: number; // equal to SalesPrice
  Discount: number; // the line's rounded discount in TT$
  DiscountAmount: number;
  RibbonText: string;
  Color?: string;
  Size?: string;
  /** What Color names for this product (a scent, a flavour...), when its category tells: domain/option-kind.ts. */
  OptionKind?: OptionKind;
  ImageFilePath: string;
  ImageFilePathThumbnail: string;
  TotalAmount: number; // line total after tiers/discount
  NetAmount: number;
  GrandTotal: number;
}

export type CountryNo = number; // 1 Trinidad, anything else Tobago (docs/domain.md#freight)

export interface Cart {
  ItemList: CartLine[];
  ItemCount: number; // distinct lines
  ItemTotal: number;
  Freight: number;
  ItemGrandTotal: number;
  FreeDelivery: boolean;
  FromSocialAd: boolean; // arrived from a social-media ad (fbclid / fb)
  DeliverCountryNo: CountryNo;
  IsPickup: number; // 0 delivery, 1 pickup
}

export interface OrderProduct {
  ProductNo: number;
  Quantity: number;
  Color?: string;
  Size?: string;
  // Client-side amounts, sent for comparison only; the server recomputes them.
  SalesPrice?: number;
  TotalAmount?: number;
}

/** PMNo (docs/payments.md#methods): 1 WiPay gateway, 2 bank transfer, 3 cash on delivery (default). */
export const PaymentMethod = { Wipay: 1, BankTransfer: 2, CashOnDelivery: 3 } as const;

export interface OrderPayload {
  PMNo: number;
  OrderProductList: OrderProduct[];
  Remarks?: string;
  CountryNo?: number;
  IsPickup: number;
  Freight?: number;
  ItemTotal?: number;
  TotalAmount?: number;
  CustomerMobile: string;
  CustomerName: string;
  EmailID?: string;
  CustomerEmail?: string;
  CustomerAddress?: string;
  CustomerCityNo?: number;
  ODeliverCountryNo: number;
  StoreNo?: number;
  InvoiceStoreName?: string;
  ShopNo?: number;
  ShopName?: string;
  NewOrderDate?: string;
  NewDeliveryDate?: string;
  DeliveryDate?: string;
  Source?: number; // 1 checkout, 2 quick order form
  IsWipayPayment?: number;
  IsWipayPaymentPending?: number;
  IsFromSocialAd?: number; // the fb flag
  NotifyChannel?: string; // whatsapp, sms, email or none (docs/notifications.md#channels)
  /** GetWipayUrl from a partner's page: that page, where the paid shopper is sent back (docs/payments.md#back-to-the-partner-page). */
  ReturnTo?: string;
}

/** A stored order's line: GET /api/shop/GetOrder answers these (host/orders/store-order.ts reads them). */
export interface OrderLine {
  LineNo: number;
  ProductNo: number;
  ProductName: string;
  Barcode: string;
  Color: string;
  Size: string;
  Quantity: number;
  Rate: number; // the unit SalesPrice
  Discount: number; // TT$ taken off the line
  DiscountPercent: number;
  TotalAmount: number;
}

/** An order line as the return form reads it: what was ordered, no prices. */
export type ReturnableLine = Pick<OrderLine, 'LineNo' | 'ProductNo' | 'ProductName' | 'Barcode' | 'Color' | 'Size' | 'Quantity'>;

/** POST /api/shop/GetGuestOrder: a guest order found by its number and mobile, for the return form. */
export interface ReturnableOrder {
  OrderNo: number;
  OrderDate: string; // yyyy-mm-dd
  Status: string;
  OrderProductList: ReturnableLine[];
}

/** GET /api/shop/GetOrder: the stored order of host/orders/store-order.ts plus the city name. */
export interface OrderDetail {
  OrderNo: number;
  OrderDate: string; // yyyy-mm-dd
  DeliveryDate: string | null;
  Status: string;
  PMNo: number;
  PMName: string;
  IsPickup: number;
  CustomerName: string;
  CustomerMobile: string;
  CustomerEmail: string;
  CustomerAddress: string;
  CityName: string;
  ODeliverCountryNo: number;
  Remarks: string;
  ItemTotal: number;
  Freight: number;
  TotalAmount: number;
  IsWipayPayment: number;
  Paid: boolean;
  PaidAt: string | null;
  OrderProductList: OrderLine[];
}

export interface SaveOrderResult {
  success: boolean;
  msg: string;
  OrderNo?: number;
  ItemTotal?: number;
  Freight?: number;
  TotalAmount?: number;
  url?: string; // GetWipayUrl only
}

export interface City {
  ODeliverCityNo: number;
  ODeliverCityName: string;
  CountryNo: number; // 1 Trinidad, 2 Tobago
}

export interface Shop {
  ShopNo: number;
  ShopName: string;
}

export interface Category {
  ProductCategoryNo: number;
  ProductCategoryName: string;
  ImageFilePath: string;
  SubCategories: Category[];
}

export interface DesignSection {
  SectionName: string;
  Products: Product[];
}

export interface ReviewPayload {
  ProductNo: number;
  CustomerMobile: string;
  CustomerName: string;
  ReviewTitle: string;
  Comments: string;
  Rating: number;
}

export interface RegistrationPayload {
  CustomerName: string;
  Address?: string;
  Mobile1: string;
  EmailID?: string;
  NewPassword: string;
  ConfirmPassword: string;
  ConfirmMobile?: boolean; // the ownership checkbox
}

export interface LoginPayload {
  Mobile: string;
  Password: string;
}

/** Claims of the customer token (docs/domain.md#session), plus exp. */
export interface CustomerClaims {
  custom_id: string;
  custom_Email: string;
  custom_mobile: string;
  custom_CustomerName: string;
  exp?: number;
}

export interface OrderHistoryRow {
  OrderId: number;
  Customer: string;
  NoofProduct: number;
  Status: string;
  Total: number;
  DateAdded: string;
}

export interface ApiResult {
  success: boolean;
  msg: string;
}
