-- What shoppers send to the shop's WhatsApp number or its SMS sender (docs/notifications.md#replies): kept once per
-- provider message id (a replayed webhook adds nothing), for the 24-hour window in which WhatsApp takes free-form
-- text, and for the receipt photos of bank transfers.
CREATE TABLE inbound_messages (
  inbound_no   bigserial PRIMARY KEY,
  provider_id  text NOT NULL UNIQUE,
  number       text NOT NULL,
  channel      text NOT NULL CHECK (channel IN ('whatsapp', 'sms')),
  kind         text NOT NULL,
  body         text NOT NULL DEFAULT '',
  received_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX inbound_messages_number ON inbound_messages (number, received_at);

-- A photo of a bank transfer's receipt sent by WhatsApp (docs/notifications.md#receipt-photos): the image as the
-- shop keeps it (re-encoded JPEG, without the phone's metadata), on the sender's newest unpaid bank-transfer
-- order, or on none (order_no null) until staff look at it.
CREATE TABLE payment_receipts (
  receipt_no   bigserial PRIMARY KEY,
  inbound_no   bigint NOT NULL UNIQUE REFERENCES inbound_messages(inbound_no) ON DELETE CASCADE,
  order_no     integer REFERENCES orders(order_no) ON DELETE SET NULL,
  number       text NOT NULL,
  media_type   text NOT NULL,
  size         integer NOT NULL CHECK (size > 0),
  image        bytea NOT NULL,
  caption      text NOT NULL DEFAULT '',
  received_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_receipts_order ON payment_receipts (order_no, receipt_no);
CREATE INDEX payment_receipts_unmatched ON payment_receipts (receipt_no) WHERE order_no IS NULL;

-- What a message reports that its order cannot say (the low-stock alert's levels), as mail_outbox.details.
ALTER TABLE message_outbox ADD COLUMN details jsonb;

-- The photos the emulator's phone sent, fetched by id as WhatsApp's media API is.
CREATE TABLE emulated_media (
  media_id    text PRIMARY KEY,
  media_type  text NOT NULL,
  bytes       bytea NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
