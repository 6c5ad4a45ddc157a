-- Lists are read a page at a time (docs/decisions/014-paged-lists.md).
--
-- The clients list is ordered by name, which is ciphertext, so the server keeps each clinician's names decrypted
-- and sorted in memory. This counter says when that copy is stale: any insert, delete, or change to a name, the
-- archive flag or the owner of a client row raises it, whoever writes (another server instance, the start-up
-- conversion, a script), so each request reads one row to know whether its copy still holds. No foreign key: the
-- trigger also fires while a clinician's rows are deleted with them, and then removes the clinician's row.
CREATE TABLE "client_list_versions" (
	"clinician_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "bump_client_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		IF EXISTS (SELECT 1 FROM "clinicians" WHERE "id" = OLD."clinician_id") THEN
			INSERT INTO "client_list_versions" ("clinician_id") VALUES (OLD."clinician_id")
			ON CONFLICT ("clinician_id") DO UPDATE SET "version" = "client_list_versions"."version" + 1;
		ELSE
			-- The clinician is being deleted with their clients (a demo sandbox expiring): nothing to count.
			DELETE FROM "client_list_versions" WHERE "clinician_id" = OLD."clinician_id";
		END IF;
	END IF;
	IF TG_OP <> 'DELETE' THEN
		INSERT INTO "client_list_versions" ("clinician_id") VALUES (NEW."clinician_id")
		ON CONFLICT ("clinician_id") DO UPDATE SET "version" = "client_list_versions"."version" + 1;
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "clients_list_version" AFTER INSERT OR DELETE OR UPDATE OF "clinician_id", "first_name_enc", "last_name_enc", "first_name", "last_name", "archived_at", "created_at" ON "clients" FOR EACH ROW EXECUTE FUNCTION "bump_client_list_version"();
--> statement-breakpoint
-- Rows written before this migration: every clinician with clients starts at version 1.
INSERT INTO "client_list_versions" ("clinician_id") SELECT DISTINCT "clinician_id" FROM "clients";
--> statement-breakpoint
-- Sessions, newest first, of a clinician or of one client: the keyset (started_at, id) in index order.
DROP INDEX IF EXISTS "therapy_sessions_clinician_started_idx";
--> statement-breakpoint
CREATE INDEX "therapy_sessions_clinician_started_idx" ON "therapy_sessions" USING btree ("clinician_id","started_at","id");
--> statement-breakpoint
CREATE INDEX "therapy_sessions_clinician_client_started_idx" ON "therapy_sessions" USING btree ("clinician_id","client_id","started_at","id");
--> statement-breakpoint
-- Final reports, the most recently completed first.
CREATE INDEX "assessment_reports_final_idx" ON "assessment_reports" USING btree ("clinician_id","completed_at","id") WHERE "status" = 'final';
--> statement-breakpoint
-- Reference documents: the built-in ones and a clinician's imports, newest first or by title.
DROP INDEX IF EXISTS "kb_documents_clinician_idx";
--> statement-breakpoint
CREATE INDEX "kb_documents_clinician_idx" ON "kb_documents" USING btree ("clinician_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "kb_documents_clinician_title_idx" ON "kb_documents" USING btree ("clinician_id","title","id");
