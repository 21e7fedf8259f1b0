// Named seed products with a known property, for tests and demos (checked by tests/api/db/seed.test.ts).
// Other tests should use these rather than hard-coding product numbers.

export const SEED_FACTS = {
  /** In stock, no variants, no multi-buy prices, no discount, no free delivery: TT$199.00. */
  simpleProductNo: 12,
  /** IsSoldOut. */
  soldOutProductNo: 6,
  /** Four colour variants (ProductSKUCount 4): a card cannot add it without choosing. */
  multiVariantProductNo: 40,
  /** Exactly one variant (no choice needed). */
  singleVariantProductNo: 8,
  /** SalesPrice 69.99 with SalesPrice2 130.00, SalesPrice3 185.00, SalesPrice5 290.00. */
  multiBuyProductNo: 14,
  /** DiscountPercent 10 on SalesPrice 85.00. */
  discountProductNo: 2,
  /** FreeDelivery 1. */
  freeDeliveryProductNo: 10,
  /** FreeDeliveryQuantity 3. */
  freeDeliveryQuantityProductNo: 3,
  /** Has a VideoFileName. */
  videoProductNo: 11,
  /** More than 5 reviews (8). */
  manyReviewsProductNo: 53,
  /** No reviews. */
  noReviewsProductNo: 5,
  /** SalesPrice 599.00: one unit alone reaches the TT$500 delivery minimum. */
  aboveDeliveryMinimumProductNo: 68,
  defaultShopNo: 16,
  partnerShopNos: [21, 22, 23],
  bannerNos: [11, 12, 13, 14, 15],
  designPageNos: [2, 3],
} as const;
