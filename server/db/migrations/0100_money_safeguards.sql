-- Money that is never moved twice, late or on the client's word (docs/product.md#money).
--
-- Idempotency keys belong to a user AND an operation (docs/product.md#idempotency-key-namespaces):
-- the same key sent to two different creates is two requests, not a conflict.
ALTER TABLE idempotency_keys ADD COLUMN operation text NOT NULL DEFAULT '';
ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey;
ALTER TABLE idempotency_keys ADD PRIMARY KEY (user_id, operation, key);
ALTER TABLE idempotency_keys ALTER COLUMN operation DROP DEFAULT;

-- A payment's idempotency_key is the client's key (guarded by idempotency_keys while it is
-- remembered) or autopay's own `autopay:{bill}:{due date}`. Only autopay's keys are unique here:
-- a client key reused after its retention is a new payment, and a client key written in
-- autopay's shape lives among client payments, where autopay never looks.
ALTER TABLE bill_payments DROP CONSTRAINT bill_payments_user_id_idempotency_key_key;
CREATE UNIQUE INDEX bill_payments_autopay_key ON bill_payments (user_id, idempotency_key)
  WHERE autopay;
CREATE INDEX bill_payments_listing_id ON bill_payments (listing_id, id);

-- Turning autopay on while this statement is being paid by hand starts it with the next one
-- (docs/product.md#autopay-and-payments-by-hand): the due date autopay leaves alone.
ALTER TABLE autopay_rules ADD COLUMN skips_due_date date;

-- A card's funding type as the vault reads it from the card number's BIN
-- (docs/product.md#card-funding-type); null for bank accounts and cards on file before.
ALTER TABLE payment_instruments
  ADD COLUMN card_funding text CHECK (card_funding IN ('debit', 'credit', 'prepaid'));
