-- The shop's own facts (docs/back-office.md#settings), saved in the back office: one row, the settings as one JSON
-- document (widgets/domain/shop-settings.ts gives its shape and the defaults of a shop without the row).
CREATE TABLE shop_settings (
  id          integer PRIMARY KEY DEFAULT 1 CONSTRAINT shop_settings_one_row CHECK (id = 1),
  settings    jsonb NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  updated_by  integer REFERENCES staff(staff_no)
);

-- Owners see and change the shop's settings and its staff. Everyone who had an account could do everything so far,
-- so they all stay owners; staff added in the back office are not, unless the owner says so.
ALTER TABLE staff ADD COLUMN is_owner boolean NOT NULL DEFAULT false;
UPDATE staff SET is_owner = true;
