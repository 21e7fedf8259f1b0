-- Ownership by proof (guest orders join an account only with their claim token) and payments bound to the
-- gateway's transaction for each attempt.

-- A random secret per guest order: kept by the placing browser (an HttpOnly cookie) and sent in the
-- confirmation mail as a one-time claim link. NULL once claimed, and for orders placed while signed in.
ALTER TABLE orders ADD COLUMN claim_token text;

-- The transaction id the gateway answered when the attempt was opened; a return must name this one.
ALTER TABLE wipay_attempts ADD COLUMN requested_transaction_id text NOT NULL DEFAULT '';
