-- The partner page a card order was placed on (docs/payments.md#back-to-the-partner-page): after a verified payment the
-- shopper is sent back there, while its origin is still allowed for the order's shop. Null: the store's own pages.
ALTER TABLE orders ADD COLUMN return_page text;
