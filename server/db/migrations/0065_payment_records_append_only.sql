-- A payment's history is append-only (issue 13 § Processing): its status events and its changes
-- of method are added, never edited or deleted, so what a receipt, the history and an audit read
-- is what happened. Until now only the code kept that promise; these triggers make the database
-- refuse an UPDATE or DELETE of such a row from any client. (TRUNCATE, used only by
-- `npm run seed` to start over, is not a row change.)
CREATE FUNCTION refuse_payment_record_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are append-only: % refused', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$;

CREATE TRIGGER bill_payment_events_append_only
  BEFORE UPDATE OR DELETE ON bill_payment_events
  FOR EACH ROW EXECUTE FUNCTION refuse_payment_record_change();

CREATE TRIGGER bill_payment_changes_append_only
  BEFORE UPDATE OR DELETE ON bill_payment_changes
  FOR EACH ROW EXECUTE FUNCTION refuse_payment_record_change();
