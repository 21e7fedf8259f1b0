-- Card payments that arrive for an order no longer waiting for one, and token revocation.

-- Set when a card payment was received for an order that no longer took payments (cancelled, or paid already):
-- the shop owes the shopper a refund. The order's status history carries a 'Refund due' row for each such payment.
ALTER TABLE orders ADD COLUMN refund_due_at timestamptz;

-- Where a mail goes when it is not to the order's customer (the staff alert of a refund due): comma-separated.
ALTER TABLE mail_outbox ADD COLUMN recipients text;

-- Raised by a password change (and, for staff, by disabling): tokens carry the version they were issued with,
-- and one with an older version is refused.
ALTER TABLE customers ADD COLUMN token_version integer NOT NULL DEFAULT 0;
ALTER TABLE staff ADD COLUMN token_version integer NOT NULL DEFAULT 0;
