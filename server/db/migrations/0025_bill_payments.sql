-- Bill payments (issue 13; ARCHITECTURE.md § The parts, 8). A payment row never changes after it
-- is created: its life is the append-only list of bill_payment_events, and its current status is
-- the newest event. The `payments` table of 0001 stays the insights source; a payment joins it
-- once delivered (server/payments/paymentProcessor.ts).
CREATE TABLE bill_payments (
  id bigserial PRIMARY KEY,
  -- Public, unguessable reference printed on the receipt (never the row id).
  confirmation_number text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  listing_id integer NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
  -- The instrument may be removed later; its kind and last four stay on the payment.
  payment_instrument_id integer REFERENCES payment_instruments (id) ON DELETE SET NULL,
  method_kind text NOT NULL CHECK (method_kind IN ('bank_account', 'debit_card', 'credit_card')),
  instrument_last4 text NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  fee_cents integer NOT NULL CHECK (fee_cents >= 0),
  -- The banking day the rails are asked to move the money, and the day the biller has it.
  send_date date NOT NULL,
  delivery_date date NOT NULL,
  -- The Idempotency-Key of the create (or the autopay run's own key), unique per user.
  idempotency_key text NOT NULL,
  autopay boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX bill_payments_user_created ON bill_payments (user_id, created_at DESC, id DESC);
CREATE INDEX bill_payments_listing_created ON bill_payments (listing_id, created_at DESC);
CREATE INDEX bill_payments_send_date ON bill_payments (send_date);
CREATE INDEX bill_payments_instrument ON bill_payments (payment_instrument_id);

CREATE TABLE bill_payment_events (
  id bigserial PRIMARY KEY,
  payment_id bigint NOT NULL REFERENCES bill_payments (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (
    status IN ('scheduled', 'processing', 'sent', 'delivered', 'failed', 'canceled')
  ),
  -- For failed and canceled: words the user understands ("Insufficient funds…").
  reason text,
  at timestamptz NOT NULL,
  -- A payment reaches each status at most once: a second worker's duplicate step fails here.
  UNIQUE (payment_id, status)
);
CREATE INDEX bill_payment_events_payment ON bill_payment_events (payment_id, id DESC);
