-- GET /membership's answer is kept per user under the user's version (server/api/
-- membershipRoutes.ts), like the session answer (0090_user_versions.sql): every row it is made
-- of must move that version on when it changes. Events already do (0180_membership_versions.sql);
-- here the membership itself, a new charge (events and charges are append-only, 0160) and any
-- change to a payment method (its nickname, which the answer shows, moved nothing in 0090).
CREATE TRIGGER memberships_added_version AFTER INSERT ON memberships
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION bump_versions_of_owners();
CREATE TRIGGER memberships_changed_version AFTER UPDATE ON memberships
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION bump_versions_of_owners();
CREATE TRIGGER memberships_deleted_version AFTER DELETE ON memberships
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION bump_versions_of_owners();

CREATE TRIGGER membership_charges_added_version AFTER INSERT ON membership_charges
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION bump_versions_of_members();
CREATE TRIGGER instruments_changed_version AFTER UPDATE ON payment_instruments
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION bump_version_of_row_owner();
