-- The job queue (issue 13; ARCHITECTURE.md § The parts, 7): jobs live in the product database,
-- so they survive restarts and any number of workers share them. A worker claims a job with
-- FOR UPDATE SKIP LOCKED, so two workers never run the same job (server/jobs/jobQueue.ts explains
-- why this is ours rather than pg-boss).
CREATE TABLE jobs (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- Jobs with the same singleton key are not queued twice while one is waiting.
  singleton_key text,
  state text NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'active', 'done', 'failed')),
  run_after timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 5,
  -- An active job whose lease ran out (its worker died) is taken up again.
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL,
  finished_at timestamptz
);
CREATE INDEX jobs_waiting ON jobs (run_after, id) WHERE state IN ('waiting', 'active');
CREATE UNIQUE INDEX jobs_singleton_waiting ON jobs (name, singleton_key)
  WHERE state = 'waiting' AND singleton_key IS NOT NULL;
CREATE INDEX jobs_finished ON jobs (finished_at) WHERE state IN ('done', 'failed');
