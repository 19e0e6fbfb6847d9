-- Changes to a scheduled payment's terms (issue 13 § Wallet: removing a payment method that a
-- scheduled payment uses can move that payment to another method). A payment's status stays the
-- newest of its bill_payment_events; what it is paid from is recorded here, one appended row per
-- change with the terms before and after, so history shows who paid from what and at what fee.
CREATE TABLE bill_payment_changes (
  id bigserial PRIMARY KEY,
  payment_id bigint NOT NULL REFERENCES bill_payments (id) ON DELETE CASCADE,
  at timestamptz NOT NULL,
  -- Words the user understands ("Moved to Checking 6789 when Visa 4242 was removed.").
  reason text NOT NULL,
  from_instrument_id integer REFERENCES payment_instruments (id) ON DELETE SET NULL,
  to_instrument_id integer REFERENCES payment_instruments (id) ON DELETE SET NULL,
  from_method_kind text NOT NULL,
  to_method_kind text NOT NULL,
  from_last4 text NOT NULL,
  to_last4 text NOT NULL,
  from_fee_cents integer NOT NULL,
  to_fee_cents integer NOT NULL,
  from_send_date date NOT NULL,
  to_send_date date NOT NULL
);
CREATE INDEX bill_payment_changes_payment ON bill_payment_changes (payment_id, id);
