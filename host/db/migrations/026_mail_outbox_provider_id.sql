-- Mail and messages leave through one outbox engine (host/outbox/engine.ts), which marks a sent row with the
-- provider's id: for mail, the Message-ID the SMTP server was given.
ALTER TABLE mail_outbox ADD COLUMN provider_id text;
