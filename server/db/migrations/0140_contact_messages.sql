-- Messages from the website's contact form (docs/product.md#contact-form). Only what the visitor
-- typed and when: no address or browser details, so nothing is kept that the answer does not need.
CREATE TABLE contact_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  topic text NOT NULL CHECK (topic IN ('question', 'payment', 'account', 'feedback')),
  message text NOT NULL CHECK (length(message) BETWEEN 10 AND 4000),
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_messages_by_time ON contact_messages (received_at);
