-- Unpaid card orders hold their stock for a limited time, and only the order's own shopper can fail its payment.

-- Whether the attempt was opened by the order's own browser (placing it, or with its signed reference) or by its
-- signed-in owner. Only such an attempt's decline marks the order Payment failed; anyone else's fails alone.
ALTER TABLE wipay_attempts ADD COLUMN opened_by_owner boolean NOT NULL DEFAULT true;

-- The unpaid card orders, oldest first: the host cancels those whose hold ran out (host/orders/held-stock.ts).
CREATE INDEX orders_unpaid_card ON orders (created_at, order_no)
  WHERE pm_no = 1 AND paid_at IS NULL AND status IN ('Awaiting payment', 'Payment failed');
