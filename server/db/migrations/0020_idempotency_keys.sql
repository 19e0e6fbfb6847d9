-- Idempotency keys (issue 13; ARCHITECTURE.md § The parts, 8): every POST that creates money
-- records carries an Idempotency-Key; the first answer is kept here, in the same transaction as
-- what it created, and a retry with the same key and body gets it again instead of a second row.
-- Kept in the database so that every server process answers alike (§ Scaling out).
CREATE TABLE idempotency_keys (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL,
  -- The operation and a SHA-256 of its canonical body: the same key with another request is a 409.
  request_hash text NOT NULL,
  -- Both null only inside the creating transaction, which no other transaction can see.
  status_code integer,
  response jsonb,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, key)
);
-- Keys older than 24 hours are expired (server/api/idempotency.ts) and pruned by age.
CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
