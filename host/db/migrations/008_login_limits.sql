-- Limits that every host on one database enforces together: per-address request counts, and the browsers that
-- have signed in to an account, which the login slow-down trusts.

-- One row per limited call and address: the hits of its current window (host/http/request-counts.ts).
CREATE TABLE request_counts (
  key          text PRIMARY KEY,            -- call:address
  window_start timestamptz NOT NULL,
  hits         integer NOT NULL
);
CREATE INDEX request_counts_window_start ON request_counts(window_start);

-- One row per account and browser that signed in to it (host/auth/login-devices.ts). The browser keeps a random
-- HttpOnly cookie; only its SHA-256 is stored, so reading this table gives no cookie that works.
CREATE TABLE login_devices (
  account   text NOT NULL,                  -- the login slow-down's account key: a mobile, or staff:mobile
  device    text NOT NULL,                  -- SHA-256 of the cookie, hex
  last_seen timestamptz NOT NULL,
  PRIMARY KEY (account, device)
);
CREATE INDEX login_devices_last_seen ON login_devices(last_seen);
