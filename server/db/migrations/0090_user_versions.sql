-- A version per user, moved on by the database itself whenever something GET /session answers
-- changes: the user's row, one of their sessions ending, a bill or payment method added or
-- removed (the counts). A process that keeps a session's answer (server/api/auth/sessionAnswerCache.ts)
-- gives it again only while this number is unchanged, so a sign-out, a password change or a new
-- segment is seen by the very next request, in every process, whoever wrote it. Triggers rather
-- than calls in each route: a writer added later cannot forget it.
CREATE TABLE user_versions (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  version bigint NOT NULL DEFAULT 1
);

INSERT INTO user_versions (user_id) SELECT id FROM users;

-- Moves on the version of every user in `user_ids` (in id order, so that two writers lock the
-- rows in the same order and cannot deadlock), skipping users that no longer exist.
CREATE FUNCTION bump_user_versions(user_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO user_versions (user_id)
  SELECT DISTINCT id FROM unnest(user_ids) AS changed (id)
  WHERE EXISTS (SELECT 1 FROM users WHERE users.id = changed.id)
  ORDER BY id
  ON CONFLICT (user_id) DO UPDATE SET version = user_versions.version + 1
$$;

CREATE FUNCTION bump_versions_of_new_users() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_user_versions(ARRAY(SELECT id FROM changed_rows));
  RETURN NULL;
END
$$;

CREATE FUNCTION bump_versions_of_owners() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_user_versions(ARRAY(SELECT user_id FROM changed_rows));
  RETURN NULL;
END
$$;

CREATE FUNCTION bump_version_of_row_owner() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_user_versions(ARRAY[NEW.user_id]);
  RETURN NULL;
END
$$;

CREATE FUNCTION bump_version_of_user_row() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_user_versions(ARRAY[NEW.id]);
  RETURN NULL;
END
$$;

CREATE TRIGGER users_inserted_version AFTER INSERT ON users
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION bump_versions_of_new_users();
CREATE TRIGGER users_changed_version AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION bump_version_of_user_row();

CREATE TRIGGER sessions_ended_version AFTER DELETE ON sessions
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION bump_versions_of_owners();
CREATE TRIGGER sessions_changed_version AFTER UPDATE ON sessions
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION bump_versions_of_owners();

CREATE TRIGGER listings_added_version AFTER INSERT ON listings
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION bump_versions_of_owners();
CREATE TRIGGER listings_deleted_version AFTER DELETE ON listings
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION bump_versions_of_owners();
CREATE TRIGGER listings_removed_version AFTER UPDATE ON listings
  FOR EACH ROW WHEN (OLD.removed_at IS DISTINCT FROM NEW.removed_at OR OLD.user_id <> NEW.user_id)
  EXECUTE FUNCTION bump_version_of_row_owner();

CREATE TRIGGER instruments_added_version AFTER INSERT ON payment_instruments
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION bump_versions_of_owners();
CREATE TRIGGER instruments_deleted_version AFTER DELETE ON payment_instruments
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION bump_versions_of_owners();
CREATE TRIGGER instruments_removed_version AFTER UPDATE ON payment_instruments
  FOR EACH ROW WHEN (OLD.removed_at IS DISTINCT FROM NEW.removed_at OR OLD.user_id <> NEW.user_id)
  EXECUTE FUNCTION bump_version_of_row_owner();
