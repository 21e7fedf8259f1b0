-- WhatsApp and SMS notices (docs/notifications.md): the shopper's chosen channel, an outbox beside mail_outbox
-- with the same guarantees, the providers' delivery receipts, the numbers that answered STOP, and what the local
-- emulator would have delivered.
ALTER TABLE orders ADD COLUMN notify_channel text NOT NULL DEFAULT 'email'
  CHECK (notify_channel IN ('whatsapp', 'sms', 'email', 'none'));

CREATE TABLE message_outbox (
  message_no       bigserial PRIMARY KEY,
  order_no         integer NOT NULL REFERENCES orders(order_no) ON DELETE CASCADE,
  kind             text NOT NULL,
  channel          text NOT NULL CHECK (channel IN ('whatsapp', 'sms')),
  to_number        text NOT NULL,
  state            text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sending', 'sent', 'failed', 'skipped')),
  attempts         integer NOT NULL DEFAULT 0,
  next_attempt_at  timestamptz NOT NULL DEFAULT now(),
  claimed_until    timestamptz,
  last_error       text,
  provider_id      text UNIQUE,
  delivery         text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  sent_at          timestamptz,
  UNIQUE (order_no, kind, channel, to_number)
);
CREATE INDEX message_outbox_due ON message_outbox (next_attempt_at) WHERE state IN ('pending', 'sending');

CREATE TABLE message_receipts (
  receipt_no   bigserial PRIMARY KEY,
  provider_id  text NOT NULL,
  status       text NOT NULL,
  detail       text NOT NULL DEFAULT '',
  at           timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider_id, status)
);

CREATE TABLE message_opt_outs (
  number  text PRIMARY KEY,
  at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE emulated_messages (
  emulated_no  bigserial PRIMARY KEY,
  provider_id  text NOT NULL UNIQUE,
  number       text NOT NULL,
  channel      text NOT NULL,
  body         text NOT NULL,
  template     text,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX emulated_messages_number ON emulated_messages (number, emulated_no);

-- What the emulator answers for a number until told otherwise: delivered, read, failed or invalid.
CREATE TABLE emulated_answers (
  number  text PRIMARY KEY,
  answer  text NOT NULL CHECK (answer IN ('delivered', 'read', 'failed', 'invalid'))
);
