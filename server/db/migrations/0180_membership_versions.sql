-- The container's segment follows the membership (docs/product.md#member-segment), and GET
-- /session answers it: a membership event moves its user's version on, like the changes in
-- 0090_user_versions.sql, so a kept session answer (server/api/auth/sessionAnswerCache.ts) never
-- outlives an enrollment, a lapse or a cancellation by one request.
CREATE FUNCTION bump_versions_of_members() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_user_versions(ARRAY(
    SELECT memberships.user_id FROM changed_rows
    JOIN memberships ON memberships.id = changed_rows.membership_id
  ));
  RETURN NULL;
END
$$;

CREATE TRIGGER membership_events_version AFTER INSERT ON membership_events
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION bump_versions_of_members();
