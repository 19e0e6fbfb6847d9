-- Changes to a bill's autopay rule that the user did not make on the bill's page (issue 13
-- § Wallet: removing the payment method an autopay rule pays from moves the rule to another
-- method). The bill's autopay card says "moved to Checking ••6789 when Visa ••4242 was removed";
-- the methods are named as they were at the time, since a removed one may later be gone.
CREATE TABLE autopay_rule_changes (
  id bigserial PRIMARY KEY,
  listing_id integer NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
  at timestamptz NOT NULL,
  from_instrument_id integer REFERENCES payment_instruments (id) ON DELETE SET NULL,
  to_instrument_id integer REFERENCES payment_instruments (id) ON DELETE SET NULL,
  from_method text NOT NULL,
  to_method text NOT NULL
);
CREATE INDEX autopay_rule_changes_listing ON autopay_rule_changes (listing_id, id);
