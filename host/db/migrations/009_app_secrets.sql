-- Secrets the host makes itself and every host must share (the token secret, when JWT_SECRET is not set):
-- on PostgreSQL, kept here so any number of hosts agree on them with nothing to configure.
CREATE TABLE app_secrets (
  name       text PRIMARY KEY,
  value      text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
