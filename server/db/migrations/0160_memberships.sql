-- doxoPLUS memberships (docs/product.md#membership-states). One membership per user, kept across
-- lapses and re-enrollments; its life is the append-only list of membership_events, and its
-- status, plan, instrument and paid period are folded from them (server/membership/
-- membershipRecord.ts), never stored as fields that change.
CREATE TABLE memberships (
  id bigserial PRIMARY KEY,
  -- One per user: two tabs enrolling at once with different idempotency keys still make one.
  user_id integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL
);

-- Every attempt to charge a membership, successful or declined: the billing history and its
-- receipts. (membership, period, attempt) is charged at most once, however many workers renew.
CREATE TABLE membership_charges (
  id bigserial PRIMARY KEY,
  membership_id bigint NOT NULL REFERENCES memberships (id) ON DELETE CASCADE,
  -- Public reference printed on the receipt and sent to the rails as their idempotency key.
  receipt_number text NOT NULL UNIQUE,
  plan text NOT NULL CHECK (plan IN ('monthly', 'annual')),
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  payment_instrument_id integer REFERENCES payment_instruments (id) ON DELETE SET NULL,
  method_kind text NOT NULL CHECK (method_kind IN ('bank_account', 'debit_card', 'credit_card')),
  instrument_last4 text NOT NULL,
  -- The paid period this charge is for: [period_start, period_end).
  period_start date NOT NULL,
  period_end date NOT NULL,
  -- 0: the enrollment or the renewal day; 1, 2, 3: the grace period's retries.
  attempt integer NOT NULL CHECK (attempt >= 0),
  succeeded boolean NOT NULL,
  decline_reason text,
  at timestamptz NOT NULL,
  UNIQUE (membership_id, period_start, attempt)
);
CREATE INDEX membership_charges_membership ON membership_charges (membership_id, id DESC);

CREATE TABLE membership_events (
  id bigserial PRIMARY KEY,
  membership_id bigint NOT NULL REFERENCES memberships (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (
    kind IN (
      'enrolled', 'charged', 'charge_failed', 'grace_started', 'lapsed', 'plan_switched',
      'instrument_changed', 'cancel_requested', 'cancel_undone', 'ended'
    )
  ),
  -- enrolled, plan_switched: the plan chosen.
  plan text CHECK (plan IN ('monthly', 'annual')),
  -- enrolled, instrument_changed: the instrument charged from now on.
  payment_instrument_id integer REFERENCES payment_instruments (id) ON DELETE SET NULL,
  -- charged, charge_failed: the attempt.
  charge_id bigint REFERENCES membership_charges (id) ON DELETE CASCADE,
  at timestamptz NOT NULL
);
CREATE INDEX membership_events_membership ON membership_events (membership_id, id);

-- Append-only, as a payment's events are (migration 0065 defines the function).
CREATE TRIGGER membership_events_append_only
  BEFORE UPDATE OR DELETE ON membership_events
  FOR EACH ROW EXECUTE FUNCTION refuse_payment_record_change();

CREATE TRIGGER membership_charges_append_only
  BEFORE UPDATE OR DELETE ON membership_charges
  FOR EACH ROW EXECUTE FUNCTION refuse_payment_record_change();
