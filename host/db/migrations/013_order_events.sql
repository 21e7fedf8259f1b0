-- The back office's live events (host/admin/order-events.ts), kept so that a board that reconnects, or opens after
-- they happened, is sent what it missed. Each is written in the transaction of the change it reports, under an
-- advisory lock held to the commit, so event_id order is commit order: a host that has read event n has every
-- event before it. Rows older than a day are pruned; order_events_pruned says up to which id, so a board asking
-- from before that is told to reload rather than sent a list with a hole in it.
CREATE TABLE order_events (
  event_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  type     text NOT NULL,               -- order, status, return
  order_no integer,
  rma_no   integer,
  status   text NOT NULL,
  at       timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE order_events_pruned (
  only_row   boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  through_id bigint NOT NULL
);
INSERT INTO order_events_pruned (through_id) VALUES (0);

-- Event stream tickets already used: a ticket opens one stream, once, on any host. Kept until the ticket expires.
CREATE TABLE event_tickets_used (
  ticket_id  text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX event_tickets_used_expiry ON event_tickets_used (expires_at);
