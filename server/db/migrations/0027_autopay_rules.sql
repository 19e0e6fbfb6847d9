-- Autopay per bill (issue 13): pay the statement balance or a fixed amount, N days before the due
-- date, from a chosen instrument. The scheduler job creates the payment under the key
-- `autopay:{rule}:{due date}`, so one due date is paid at most once however often it runs.
CREATE TABLE autopay_rules (
  listing_id integer PRIMARY KEY REFERENCES listings (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  payment_instrument_id integer NOT NULL REFERENCES payment_instruments (id),
  amount_kind text NOT NULL CHECK (amount_kind IN ('statement_balance', 'fixed')),
  -- Only for 'fixed'.
  fixed_amount_cents integer CHECK (fixed_amount_cents > 0),
  days_before_due integer NOT NULL CHECK (days_before_due BETWEEN 1 AND 30),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK ((amount_kind = 'fixed') = (fixed_amount_cents IS NOT NULL))
);
CREATE INDEX autopay_rules_user ON autopay_rules (user_id);
CREATE INDEX autopay_rules_instrument ON autopay_rules (payment_instrument_id);
