-- Every move of a user's version (0090_user_versions.sql and the triggers added since) is also
-- announced on the channel `user_changes`, the user's id as its payload, when its transaction
-- commits. A process that keeps answers per user (server/db/userChanges.ts) listens, and trusts
-- what it kept without reading the version again until it hears of that user: one round trip to
-- the database fewer on every signed-in request. On the row of user_versions itself, so every
-- writer the version already hears of is announced too, and a deleted user (the row goes with it)
-- as well.
CREATE FUNCTION announce_user_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('user_changes', OLD.user_id::text);
  ELSE
    PERFORM pg_notify('user_changes', NEW.user_id::text);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER user_versions_announced AFTER INSERT OR UPDATE OR DELETE ON user_versions
  FOR EACH ROW EXECUTE FUNCTION announce_user_change();
