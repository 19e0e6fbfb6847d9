-- People joining on their own, and the mail they are sent (docs/product.md#sign-up,
-- docs/product.md#outbox). The table types live in server/db/databaseSchema.ts.

-- A display name the person chooses (the username stays the handle the seed gave), and when the
-- address was confirmed: sign-up starts unconfirmed.
ALTER TABLE users ADD COLUMN display_name text;
ALTER TABLE users ADD COLUMN email_verified_at timestamptz;
-- Seeded accounts are taken as confirmed: their addresses are the project's own.
UPDATE users SET email_verified_at = created_at WHERE password_hash IS NOT NULL;

-- What the account settings show of each session: the device it was opened from and when it was
-- last used (docs/product.md#sessions).
ALTER TABLE sessions ADD COLUMN user_agent text;
ALTER TABLE sessions ADD COLUMN address text;
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz;

-- Single-use, expiring tokens mailed to a person (docs/product.md#mailed-links): only their
-- sha256 is kept, so a database leak hands out no live link.
CREATE TABLE account_tokens (
  id bigserial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password', 'change_email')),
  -- The address an email change moves to (purpose change_email only).
  new_email text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX account_tokens_user_id ON account_tokens (user_id, purpose);

-- The outbox (docs/product.md#outbox): every message is a row written in the transaction of what
-- caused it; a job delivers it when SMTP_URL is set, and otherwise it stays here to be read with
-- `npm run mail`.
CREATE TABLE outbox_messages (
  id bigserial PRIMARY KEY,
  -- Not a foreign key: a message outlives the account it was about (a deletion's goodbye).
  user_id integer,
  to_address text NOT NULL,
  kind text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  created_at timestamptz NOT NULL,
  state text NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'sent', 'kept', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  sent_at timestamptz,
  last_error text
);
CREATE INDEX outbox_messages_created_at ON outbox_messages (created_at DESC, id DESC);
CREATE INDEX outbox_messages_user_id ON outbox_messages (user_id);
