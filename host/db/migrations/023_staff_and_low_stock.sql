-- Staff managed from the back office (docs/back-office.md#staff): a password an owner resets is a temporary one,
-- which the member replaces at their next sign-in.
ALTER TABLE staff ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;

-- What a mail reports when its order alone cannot say it: the stock levels a low-stock alert names, as they were
-- when the order took them (docs/back-office.md#low-stock).
ALTER TABLE mail_outbox ADD COLUMN details jsonb;
