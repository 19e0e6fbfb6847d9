-- Notifications (docs/product.md#notifications): reminders and news about bills, payments and
-- doxoPLUS, each made once per event however often the worker's scan runs or how many workers
-- run it: (user_id, event_key) is unique, e.g. `payment_failed:42` or `bill_due_soon:7:2026-12-01`.
-- A row is kept even when the person turned both channels off, so turning one back on does not
-- bring old events back; `in_app` says whether the notification centre lists it.
CREATE TABLE notifications (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (
    kind IN (
      'bill_due_soon', 'payment_delivered', 'payment_failed', 'autopay_upcoming',
      'membership_renewed', 'membership_charge_failed', 'membership_lapsed'
    )
  ),
  event_key text NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  -- The product page it is about (a bill, a payment's receipt, doxoPLUS), a path on this site.
  link_path text NOT NULL,
  in_app boolean NOT NULL,
  -- The message queued in the same transaction, when the email channel was on.
  outbox_message_id bigint REFERENCES outbox_messages (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  read_at timestamptz,
  UNIQUE (user_id, event_key)
);
CREATE INDEX notifications_listed ON notifications (user_id, id DESC) WHERE in_app;
CREATE INDEX notifications_unread ON notifications (user_id) WHERE in_app AND read_at IS NULL;

-- Only the choices a person changed: a kind and channel without a row is on.
CREATE TABLE notification_preferences (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('email', 'in_app')),
  enabled boolean NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, kind, channel)
);

-- How far the scan has read each append-only event table (server/notifications/scanEvents.ts).
CREATE TABLE notification_cursors (
  source text PRIMARY KEY,
  last_event_id bigint NOT NULL DEFAULT 0
);
INSERT INTO notification_cursors (source) VALUES ('bill_payment_events'), ('membership_events');

-- GET /session answers the unread count, so a new or read notification moves its owner's
-- version on (0090_user_versions.sql): a kept session answer never shows a stale bell.
CREATE TRIGGER notifications_added_version AFTER INSERT ON notifications
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION bump_versions_of_owners();
CREATE TRIGGER notifications_changed_version AFTER UPDATE ON notifications
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION bump_versions_of_owners();
CREATE TRIGGER notifications_deleted_version AFTER DELETE ON notifications
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION bump_versions_of_owners();
