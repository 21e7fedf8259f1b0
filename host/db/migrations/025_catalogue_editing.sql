-- The catalogue the shop keeps in the back office (docs/back-office.md#your-catalogue).

-- A hidden product leaves the shop (lists, search, its page, new orders); its orders and reviews stay. A hidden
-- category leaves the shop with its subcategories and their products.
ALTER TABLE products ADD COLUMN hidden boolean NOT NULL DEFAULT false;
ALTER TABLE categories ADD COLUMN hidden boolean NOT NULL DEFAULT false;

-- An option's own price (null: the product's) and units left (null: not tracked apart). An order takes an option's
-- units in its own statement; the check refuses one that would take more than are left, and the order is refused
-- as for the product's stock (the same constraint name).
ALTER TABLE product_skus ADD COLUMN price numeric(12,2) CHECK (price > 0);
ALTER TABLE product_skus ADD COLUMN stock integer CONSTRAINT products_stock_left CHECK (stock >= 0);

-- Uploaded photos are named by this number, never reused: a replaced photo's address is a new one.
CREATE SEQUENCE product_photo_no;
