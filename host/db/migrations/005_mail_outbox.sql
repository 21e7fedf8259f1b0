-- Transactional mail outbox: a mail to send is a row written in the same transaction as the change it reports
-- (the order, or a card payment's success); the host's background sender delivers it (host/mail/outbox.ts).
-- state: pending (due at next_attempt_at) -> sending (claimed until claimed_until) -> sent | failed.
CREATE TABLE mail_outbox (
  mail_no          bigserial PRIMARY KEY,
  order_no         integer NOT NULL REFERENCES orders(order_no) ON DELETE CASCADE,
  kind             text NOT NULL,
  state            text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sending', 'sent', 'failed')),
  attempts         integer NOT NULL DEFAULT 0,
  next_attempt_at  timestamptz NOT NULL DEFAULT now(),
  claimed_until    timestamptz,
  last_error       text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  sent_at          timestamptz,
  UNIQUE (order_no, kind)
);

CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE state IN ('pending', 'sending');
