-- Limits that hold against abuse (issue 14), kept in the database so that every server process
-- counts together (ARCHITECTURE.md § Scaling out).

-- Sign-in throttling per OWASP: failures are counted per account and address pair, per address,
-- and per account for addresses it never signed in from; past a few free failures each further
-- try waits twice as long as the one before (up to a cap) instead of locking the account.
DROP TABLE login_attempts;
CREATE TABLE login_throttles (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  last_failed_at timestamptz NOT NULL
);
CREATE INDEX login_throttles_last_failed_at ON login_throttles (last_failed_at);

-- Where each account signed in from: those addresses are not slowed by failures from elsewhere.
CREATE TABLE sign_in_addresses (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  address text NOT NULL,
  last_signed_in_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, address)
);

-- Fixed one-minute windows of requests per key (the collector's client addresses and project).
CREATE TABLE rate_limit_windows (
  key text PRIMARY KEY,
  window_started_at timestamptz NOT NULL,
  hits integer NOT NULL
);
CREATE INDEX rate_limit_windows_window_started_at ON rate_limit_windows (window_started_at);

-- The collector is bounded in bytes, not only in rows: each row knows its size, each project its
-- total per table, and the newest notice of every error group of the last hour outlives a flood.
ALTER TABLE error_notices ADD COLUMN size_bytes integer NOT NULL DEFAULT 0;
ALTER TABLE error_notices ADD COLUMN error_group text NOT NULL DEFAULT '';
UPDATE error_notices
SET size_bytes = octet_length(notice::text),
    error_group = md5(coalesce(error_type, '') || E'\n' || coalesce(error_message, ''));
CREATE INDEX error_notices_project_id_received_at ON error_notices (project_id, received_at);

ALTER TABLE error_stats ADD COLUMN size_bytes integer NOT NULL DEFAULT 0;
UPDATE error_stats SET size_bytes = octet_length(payload::text);

CREATE TABLE error_collector_usage (
  project_id integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('notices', 'stats')),
  bytes bigint NOT NULL,
  row_count integer NOT NULL,
  PRIMARY KEY (project_id, kind)
);
INSERT INTO error_collector_usage (project_id, kind, bytes, row_count)
SELECT project_id, 'notices', sum(size_bytes), count(*) FROM error_notices GROUP BY project_id;
INSERT INTO error_collector_usage (project_id, kind, bytes, row_count)
SELECT project_id, 'stats', sum(size_bytes), count(*) FROM error_stats GROUP BY project_id;
