-- A partner shop's web site origins (scheme://host[:port]): the store allows them for CORS as soon as they are
-- saved, on every host (the catalogue snapshot carries them; a change is NOTIFYed like any catalogue change).
ALTER TABLE shops ADD COLUMN origins text[] NOT NULL DEFAULT '{}';
