CREATE TABLE "worker_search_changes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"xid" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "profiles_search_point_idx";--> statement-breakpoint
DROP INDEX "profiles_search_point_any_idx";--> statement-breakpoint
CREATE INDEX "worker_search_changes_xid_idx" ON "worker_search_changes" USING btree ("xid");
--> statement-breakpoint
-- Decision 021: every change to what the worker search index or a result card reads is logged here,
-- by the database itself, whoever writes it: one row per worker, with the writing transaction's id.
-- Statement-level triggers read the changed rows from their transition tables, so a statement that
-- writes many rows logs them in one insert.
CREATE FUNCTION worker_search_log_user_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO worker_search_changes (user_id, xid)
      SELECT DISTINCT user_id, pg_current_xact_id()::text::bigint FROM changed_old
      ON CONFLICT (user_id) DO UPDATE SET xid = excluded.xid;
  ELSE
    INSERT INTO worker_search_changes (user_id, xid)
      SELECT DISTINCT user_id, pg_current_xact_id()::text::bigint FROM changed_new
      ON CONFLICT (user_id) DO UPDATE SET xid = excluded.xid;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A worker's name or when they joined (a client's change, or a sign-in's, is not logged); a deleted
-- person's profile, addresses and documents go with them and are logged by their own tables.
CREATE FUNCTION worker_search_log_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO worker_search_changes (user_id, xid)
    SELECT changed_new.id, pg_current_xact_id()::text::bigint
    FROM changed_new JOIN changed_old ON changed_old.id = changed_new.id
    WHERE changed_new.user_type = 'worker'
      AND (changed_new.first_name, changed_new.last_name, changed_new.created_at)
        IS DISTINCT FROM (changed_old.first_name, changed_old.last_name, changed_old.created_at)
    ON CONFLICT (user_id) DO UPDATE SET xid = excluded.xid;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Emptied wholesale: the nil id tells every index to load again from the start.
CREATE FUNCTION worker_search_log_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO worker_search_changes (user_id, xid)
    VALUES ('00000000-0000-0000-0000-000000000000', pg_current_xact_id()::text::bigint)
    ON CONFLICT (user_id) DO UPDATE SET xid = excluded.xid;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER profiles_worker_search_insert AFTER INSERT ON "profiles" REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION worker_search_log_user_rows();
--> statement-breakpoint
CREATE TRIGGER profiles_worker_search_update AFTER UPDATE ON "profiles" REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION worker_search_log_user_rows();
--> statement-breakpoint
CREATE TRIGGER profiles_worker_search_delete AFTER DELETE ON "profiles" REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION worker_search_log_user_rows();
--> statement-breakpoint
CREATE TRIGGER addresses_worker_search_insert AFTER INSERT ON "addresses" REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION worker_search_log_user_rows();
--> statement-breakpoint
CREATE TRIGGER addresses_worker_search_update AFTER UPDATE ON "addresses" REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION worker_search_log_user_rows();
--> statement-breakpoint
CREATE TRIGGER addresses_worker_search_delete AFTER DELETE ON "addresses" REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION worker_search_log_user_rows();
--> statement-breakpoint
CREATE TRIGGER documents_worker_search_insert AFTER INSERT ON "documents" REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION worker_search_log_user_rows();
--> statement-breakpoint
CREATE TRIGGER documents_worker_search_update AFTER UPDATE ON "documents" REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION worker_search_log_user_rows();
--> statement-breakpoint
CREATE TRIGGER documents_worker_search_delete AFTER DELETE ON "documents" REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION worker_search_log_user_rows();
--> statement-breakpoint
CREATE TRIGGER users_worker_search_update AFTER UPDATE ON "users" REFERENCING NEW TABLE AS changed_new OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION worker_search_log_users();
--> statement-breakpoint
CREATE TRIGGER users_worker_search_truncate AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION worker_search_log_truncate();
--> statement-breakpoint
CREATE TRIGGER profiles_worker_search_truncate AFTER TRUNCATE ON "profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION worker_search_log_truncate();
--> statement-breakpoint
CREATE TRIGGER addresses_worker_search_truncate AFTER TRUNCATE ON "addresses"
  FOR EACH STATEMENT EXECUTE FUNCTION worker_search_log_truncate();
--> statement-breakpoint
CREATE TRIGGER documents_worker_search_truncate AFTER TRUNCATE ON "documents"
  FOR EACH STATEMENT EXECUTE FUNCTION worker_search_log_truncate();
