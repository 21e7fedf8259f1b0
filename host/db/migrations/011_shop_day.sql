-- Running the shop day to day: stock levels, staff alerts, return mails and the return's order line.

-- Units left; null: not tracked (the product is only ever sold out by its flag). An order takes its units in its
-- own statement, and this check refuses one that would take more than are left, whatever runs concurrently.
ALTER TABLE products ADD COLUMN stock integer CONSTRAINT products_stock_left CHECK (stock >= 0);

-- Where staff alerts go when STAFF_ALERT_EMAIL is not set: every active staff member with an email.
ALTER TABLE staff ADD COLUMN email text NOT NULL DEFAULT '';

-- Mails about a return (to its customer, or a staff alert of a new one) belong to the return, which may name no
-- order (an in-store purchase).
ALTER TABLE mail_outbox ALTER COLUMN order_no DROP NOT NULL;
ALTER TABLE mail_outbox ADD COLUMN rma_no integer REFERENCES product_returns(rma_no) ON DELETE CASCADE;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_subject CHECK (order_no IS NOT NULL OR rma_no IS NOT NULL);
CREATE UNIQUE INDEX mail_outbox_return_kind ON mail_outbox (rma_no, kind) WHERE rma_no IS NOT NULL;

-- The order line a return gives back (matched by its product code when the return names an order): a refund
-- nets it out of the sales report and puts its units back in stock.
ALTER TABLE product_returns ADD COLUMN line_no integer;

-- The card payments of an order, newest first (the board's last decline, the order's payment history).
CREATE INDEX wipay_attempts_order ON wipay_attempts (order_no, created_at DESC);
