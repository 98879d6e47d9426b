-- The ledger is append-only: a committed day or leaf is never changed or removed, by any code path.
CREATE FUNCTION "sports"."ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % of %.% refused', TG_OP, TG_TABLE_SCHEMA, TG_TABLE_NAME;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_days_append_only" BEFORE UPDATE OR DELETE ON "sports"."ledger_days"
  FOR EACH ROW EXECUTE FUNCTION "sports"."ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "ledger_leaves_append_only" BEFORE UPDATE OR DELETE ON "sports"."ledger_leaves"
  FOR EACH ROW EXECUTE FUNCTION "sports"."ledger_refuse_change"();
