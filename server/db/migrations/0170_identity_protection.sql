-- Identity protection (docs/product.md#monitored-items): what a member asks us to watch, and what
-- the monitoring provider found. Only normalized values are kept: an email in lower case, a phone
-- number in E.164, and of a Social Security number the last four digits, never more. The wallet's
-- cards are monitored without a row here (they are read from payment_instruments, masked).
CREATE TABLE monitored_items (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('email', 'phone', 'ssn_last4')),
  value text NOT NULL,
  created_at timestamptz NOT NULL,
  -- Removed items keep their row for the alerts raised about them, and stop being monitored.
  removed_at timestamptz,
  -- An SSN is held as its last four digits only: the database refuses anything longer.
  CHECK (kind <> 'ssn_last4' OR value ~ '^[0-9]{4}$')
);
-- One current item per value: adding the same email twice is refused, not doubled.
CREATE UNIQUE INDEX monitored_items_one_current
  ON monitored_items (user_id, kind, value) WHERE removed_at IS NULL;

-- What the provider found about an item. `item_key` names the item (`item:{id}` for an added one,
-- `card:{instrument id}` for a wallet card) and `finding_key` the finding, so a scan repeated by two
-- requests at once raises each alert once.
CREATE TABLE identity_alerts (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  item_key text NOT NULL,
  item_label text NOT NULL,
  finding_key text NOT NULL,
  severity text NOT NULL CHECK (severity IN ('low', 'medium', 'high')),
  what text NOT NULL,
  found_where text NOT NULL,
  found_on date NOT NULL,
  advice text NOT NULL,
  created_at timestamptz NOT NULL,
  resolved_at timestamptz,
  UNIQUE (user_id, item_key, finding_key)
);
CREATE INDEX identity_alerts_open ON identity_alerts (user_id) WHERE resolved_at IS NULL;

-- Items the provider has scanned: a wallet card is scanned the first time the member's monitoring
-- is read after it was added, each item once.
CREATE TABLE identity_scans (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  item_key text NOT NULL,
  scanned_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, item_key)
);
