-- The settings' one row exists from the start, with its defaults: reading the settings never writes
-- (a write to what visitors read moves the public caches' version: lib/content-version.ts).
INSERT INTO "site_config" ("id") VALUES (1) ON CONFLICT DO NOTHING;
