-- Product return (RMA) requests of docs/screens.md#account-pages, from POST /api/shop/SaveProductReturn.
-- rma_no is shown to the shopper as RMA-000123. order_no is optional (an in-store purchase has none),
-- customer_no is set when a logged-in customer sent the request.
CREATE TABLE product_returns (
  rma_no        serial PRIMARY KEY,
  order_no      integer REFERENCES orders(order_no),
  customer_no   integer REFERENCES customers(customer_no),
  first_name    text NOT NULL,
  last_name     text NOT NULL,
  email         text NOT NULL,
  telephone     text NOT NULL,
  order_date    date,
  product_name  text NOT NULL,
  product_code  text NOT NULL DEFAULT '',
  quantity      integer NOT NULL CHECK (quantity > 0),
  reason_no     smallint NOT NULL CHECK (reason_no BETWEEN 1 AND 5),
  opened        boolean NOT NULL DEFAULT false,
  details       text NOT NULL DEFAULT '',
  status        text NOT NULL DEFAULT 'Awaiting review',
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX product_returns_order ON product_returns(order_no);
CREATE INDEX product_returns_customer ON product_returns(customer_no);
