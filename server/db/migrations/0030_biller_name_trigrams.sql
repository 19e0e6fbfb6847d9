-- Biller search (issue 12) matches the start of the name or of any word in it:
-- lower(name) LIKE 'wat%' OR lower(name) LIKE '% wat%'. A btree serves only the first; the second
-- scanned every biller. A trigram index (pg_trgm, shipped with PostgreSQL and with PGlite, which
-- loads it in server/db/openDatabase.ts) serves both.
--
-- The extension goes into `public` whatever the search path, so databases kept in separate
-- schemas of one server (tests, benchmarks) share it and dropping one of those schemas never
-- drops it. Servers migrating separate schemas at once take turns creating it.
SELECT pg_advisory_xact_lock(4725030);
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
CREATE INDEX billers_name_trigrams ON billers USING gin (lower(name) public.gin_trgm_ops);
ANALYZE billers;
