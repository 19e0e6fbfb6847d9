-- The Airbrake-compatible error collector (issue 6; SPEC §7, §9): the browser's error notices and
-- the route, query and queue statistics its notifier flushes every 15 s. Each table keeps only the
-- newest ERROR_COLLECTOR_RETENTION rows of a project; the API deletes older ones after each insert.

CREATE TABLE error_notices (
  id bigserial PRIMARY KEY,
  project_id integer NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  -- Copied from the notice (first error, context) so listing needs no JSON digging; NULL when
  -- the notice lacks the field or sends it with another type.
  error_type text,
  error_message text,
  url text,
  severity text,
  environment text,
  -- The notice as the notifier sent it (strings made storable, see parseReportBody.ts).
  notice jsonb NOT NULL
);
-- Listing walks a project's notices newest first; retention finds the cut-off id the same way.
CREATE INDEX error_notices_project_id_id ON error_notices (project_id, id);

CREATE TABLE error_stats (
  id bigserial PRIMARY KEY,
  project_id integer NOT NULL,
  kind text NOT NULL CHECK (
    kind IN ('routes-stats', 'routes-breakdowns', 'queries-stats', 'queues-stats')
  ),
  received_at timestamptz NOT NULL DEFAULT now(),
  payload jsonb NOT NULL
);
CREATE INDEX error_stats_project_id_id ON error_stats (project_id, id);
