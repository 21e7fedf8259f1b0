-- The shop's back office: staff accounts apart from customers, the audit trail of every change
-- staff make, each order's status changes, and the answer to a product return.

CREATE TABLE staff (
  staff_no      serial PRIMARY KEY,
  mobile        text NOT NULL UNIQUE,
  name          text NOT NULL,
  password_hash text NOT NULL,             -- scrypt$N$r$p$salt$hash, as customers'
  disabled_at   timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now()
);

-- One row per change: who (staff_no; null for the staff command run at the shop's console), what (action and
-- the thing changed), when, and the values before and after.
CREATE TABLE audit_log (
  audit_no    serial PRIMARY KEY,
  staff_no    integer REFERENCES staff(staff_no),
  action      text NOT NULL,               -- e.g. SetOrderStatus, SaveShop, staff.add
  entity      text NOT NULL,               -- order, return, shop, product, staff
  entity_key  text NOT NULL,               -- its number
  before      jsonb,
  after       jsonb,
  at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_entity ON audit_log(entity, entity_key);

CREATE TABLE order_status_history (
  history_no  serial PRIMARY KEY,
  order_no    integer NOT NULL REFERENCES orders(order_no) ON DELETE CASCADE,
  from_status text NOT NULL,
  status      text NOT NULL,
  note        text NOT NULL DEFAULT '',
  staff_no    integer REFERENCES staff(staff_no),
  at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_status_history_order ON order_status_history(order_no, at);

ALTER TABLE product_returns
  ADD COLUMN status_note       text NOT NULL DEFAULT '',
  ADD COLUMN status_changed_at timestamptz;

CREATE INDEX orders_created ON orders(created_at DESC, order_no DESC);
