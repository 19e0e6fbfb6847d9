-- The wallet (issue 13): what a processor's vault hands back for an instrument. The full card or
-- account number and the CVV go to the vault once and are never stored here; we keep its opaque
-- token, the brand, the last four digits, the expiry and the nickname.
ALTER TABLE payment_instruments
  -- Instruments on file before the vault existed (the seed) get a token that charges nothing real.
  ADD COLUMN token text NOT NULL DEFAULT ('tok_seeded_' || md5(random()::text || clock_timestamp()::text)),
  ADD COLUMN brand text,
  ADD COLUMN expiry_month integer CHECK (expiry_month BETWEEN 1 AND 12),
  ADD COLUMN expiry_year integer,
  ADD COLUMN account_type text CHECK (account_type IN ('checking', 'savings')),
  ADD COLUMN is_default boolean NOT NULL DEFAULT false,
  -- Removal keeps the row for the payments that used it; removed instruments are never offered.
  ADD COLUMN removed_at timestamptz;

-- At most one default instrument per user among those not removed.
CREATE UNIQUE INDEX payment_instruments_one_default
  ON payment_instruments (user_id) WHERE is_default AND removed_at IS NULL;
