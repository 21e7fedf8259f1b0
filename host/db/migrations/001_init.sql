-- Money is numeric(12,2): exact, never float.

CREATE TABLE categories (
  category_no     integer PRIMARY KEY,
  name            text NOT NULL,
  parent_no       integer REFERENCES categories(category_no),
  sort            integer NOT NULL DEFAULT 0,
  image_file_path text NOT NULL DEFAULT ''
);

CREATE TABLE products (
  product_no                integer PRIMARY KEY,
  name                      text NOT NULL,
  description               text NOT NULL DEFAULT '',
  category_no               integer NOT NULL REFERENCES categories(category_no),
  home_category             text NOT NULL DEFAULT '',      -- NewCategoryName, one of the 8 of docs/screens.md#home
  style_name                text NOT NULL DEFAULT '',
  product_style             text NOT NULL DEFAULT '',
  barcode                   text NOT NULL DEFAULT '',
  sku_no                    text NOT NULL DEFAULT '',
  price                     numeric(12,2) NOT NULL,         -- list price
  sales_price               numeric(12,2) NOT NULL,
  sales_price2              numeric(12,2) NOT NULL DEFAULT 0,
  sales_price3              numeric(12,2) NOT NULL DEFAULT 0,
  sales_price5              numeric(12,2) NOT NULL DEFAULT 0,
  purchase_price            numeric(12,2) NOT NULL DEFAULT 0,
  discount_percent          numeric(5,2)  NOT NULL DEFAULT 0,
  free_delivery             smallint NOT NULL DEFAULT 0,
  free_delivery_quantity    integer  NOT NULL DEFAULT 0,
  ribbon_text               text NOT NULL DEFAULT '',
  is_sold_out               boolean NOT NULL DEFAULT false,
  video_file_name           text NOT NULL DEFAULT '',
  image_file_path           text NOT NULL DEFAULT '',
  image_file_path_thumbnail text NOT NULL DEFAULT '',
  is_home_page              boolean NOT NULL DEFAULT true,
  home_sort                 integer NOT NULL DEFAULT 0,
  best_seller_rank          integer,                         -- curated fallback for BestSellers
  banner_nos                integer[] NOT NULL DEFAULT '{}', -- 11..15
  date_added                date NOT NULL DEFAULT CURRENT_DATE
);
CREATE INDEX products_category ON products(category_no);

CREATE TABLE product_images (
  product_no                integer NOT NULL REFERENCES products(product_no) ON DELETE CASCADE,
  sort                      integer NOT NULL,
  image_file_path           text NOT NULL,
  image_file_path_thumbnail text NOT NULL,
  PRIMARY KEY (product_no, sort)
);

CREATE TABLE product_skus (
  sku_no     serial PRIMARY KEY,
  product_no integer NOT NULL REFERENCES products(product_no) ON DELETE CASCADE,
  color      text NOT NULL DEFAULT '',
  size       text NOT NULL DEFAULT '',
  barcode    text NOT NULL DEFAULT ''
);
CREATE INDEX product_skus_product ON product_skus(product_no);

CREATE TABLE reviews (
  review_no       serial PRIMARY KEY,
  product_no      integer NOT NULL REFERENCES products(product_no) ON DELETE CASCADE,
  customer_mobile text NOT NULL,
  customer_name   text NOT NULL,
  review_title    text NOT NULL,
  comments        text NOT NULL,
  rating          smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reviews_product ON reviews(product_no);

CREATE TABLE cities (
  city_no    integer PRIMARY KEY,
  name       text NOT NULL,
  country_no smallint NOT NULL              -- 1 Trinidad, 2 Tobago
);

CREATE TABLE shops (
  shop_no   integer PRIMARY KEY,
  shop_name text NOT NULL
);

CREATE TABLE design_sections (
  section_no   serial PRIMARY KEY,
  page_no      integer NOT NULL,           -- LoadDesignPageProducts PageNo (2 or 3)
  section_name text NOT NULL,
  sort         integer NOT NULL DEFAULT 0
);

CREATE TABLE design_section_products (
  section_no integer NOT NULL REFERENCES design_sections(section_no) ON DELETE CASCADE,
  product_no integer NOT NULL REFERENCES products(product_no) ON DELETE CASCADE,
  sort       integer NOT NULL DEFAULT 0,
  PRIMARY KEY (section_no, product_no)
);

CREATE TABLE customers (
  customer_no   serial PRIMARY KEY,
  mobile        text NOT NULL UNIQUE,
  name          text NOT NULL,
  email         text NOT NULL DEFAULT '',
  address       text NOT NULL DEFAULT '',
  password_hash text NOT NULL,             -- scrypt$N$r$p$salt$hash
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE orders (
  order_no                  serial PRIMARY KEY,
  idempotency_key           text UNIQUE,
  customer_no               integer REFERENCES customers(customer_no),
  customer_mobile           text NOT NULL,
  customer_name             text NOT NULL,
  customer_email            text NOT NULL DEFAULT '',
  customer_address          text NOT NULL DEFAULT '',
  customer_city_no          integer,
  deliver_country_no        smallint NOT NULL DEFAULT 1,
  is_pickup                 smallint NOT NULL DEFAULT 0,
  pm_no                     smallint NOT NULL DEFAULT 3,
  remarks                   text NOT NULL DEFAULT '',
  item_total                numeric(12,2) NOT NULL,
  freight                   numeric(12,2) NOT NULL,
  total_amount              numeric(12,2) NOT NULL,
  store_no                  integer NOT NULL DEFAULT 8,
  invoice_store_name        text NOT NULL DEFAULT 'Online Store',
  shop_no                   integer NOT NULL DEFAULT 16,
  shop_name                 text NOT NULL DEFAULT '',
  source                    smallint NOT NULL DEFAULT 1,
  from_social_ad            boolean NOT NULL DEFAULT false,
  status                    text NOT NULL DEFAULT 'Pending',
  is_wipay_payment          smallint NOT NULL DEFAULT 0,
  is_wipay_payment_pending  smallint NOT NULL DEFAULT 0,
  paid_at                   timestamptz,
  wipay_transaction_id      text UNIQUE,
  order_date                date NOT NULL DEFAULT CURRENT_DATE,
  delivery_date             date,
  response                  jsonb,                    -- the first answer, replayed for a repeated Idempotency-Key
  created_at                timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_customer ON orders(customer_no);
CREATE INDEX orders_mobile ON orders(customer_mobile);

CREATE TABLE order_lines (
  order_no         integer NOT NULL REFERENCES orders(order_no) ON DELETE CASCADE,
  line_no          integer NOT NULL,
  product_no       integer NOT NULL REFERENCES products(product_no),
  product_name     text NOT NULL,
  barcode          text NOT NULL DEFAULT '',
  color            text NOT NULL DEFAULT '',
  size             text NOT NULL DEFAULT '',
  quantity         integer NOT NULL CHECK (quantity > 0),
  rate             numeric(12,2) NOT NULL,
  discount         numeric(12,2) NOT NULL DEFAULT 0,
  discount_percent numeric(5,2) NOT NULL DEFAULT 0,
  total_amount     numeric(12,2) NOT NULL,
  PRIMARY KEY (order_no, line_no)
);

-- One row per hosted-payment attempt; attempt_id is the order_id sent to WiPay (unique per attempt).
CREATE TABLE wipay_attempts (
  attempt_id     text PRIMARY KEY,
  order_no       integer NOT NULL REFERENCES orders(order_no),
  total          numeric(12,2) NOT NULL,           -- the ORIGINAL requested total the hash is checked against
  status         text NOT NULL DEFAULT 'pending',  -- pending | success | failed | error
  transaction_id text UNIQUE,
  message        text NOT NULL DEFAULT '',
  created_at     timestamptz NOT NULL DEFAULT now(),
  completed_at   timestamptz
);

CREATE TABLE login_attempts (
  key        text NOT NULL,                      -- mobile or client address
  at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_key ON login_attempts(key, at);

CREATE TABLE settings (
  key   text PRIMARY KEY,
  value text NOT NULL
);
