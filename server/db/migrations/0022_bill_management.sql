-- Bills people add themselves (issue 13 § Bills): the statement the biller connection answered
-- (amount due, minimum due, due date) and removal that keeps the bill's payment history.
ALTER TABLE listings
  ADD COLUMN minimum_due_cents integer NOT NULL DEFAULT 0 CHECK (minimum_due_cents >= 0),
  -- A removed bill is no longer listed, but its payments still count in history and insights.
  ADD COLUMN removed_at timestamptz;
