-- Every saved version of a session's summary (risk assessment included), newest last: a generated summary is saved
-- at once, and a later generation or edit adds a version instead of replacing what was there.
CREATE TABLE "session_summary_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinician_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"source" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_summary_versions_source_check" CHECK ("source" IN ('generated', 'saved'))
);
--> statement-breakpoint
ALTER TABLE "session_summary_versions" ADD CONSTRAINT "session_summary_versions_clinician_id_clinicians_id_fk" FOREIGN KEY ("clinician_id") REFERENCES "public"."clinicians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_summary_versions" ADD CONSTRAINT "session_summary_versions_session_id_therapy_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."therapy_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "session_summary_versions_session_version_idx" ON "session_summary_versions" USING btree ("session_id","version");--> statement-breakpoint
CREATE INDEX "session_summary_versions_clinician_idx" ON "session_summary_versions" USING btree ("clinician_id");--> statement-breakpoint
-- Summaries saved before versions existed become each session's first version.
INSERT INTO "session_summary_versions" ("clinician_id", "session_id", "version", "source", "body", "created_at")
SELECT "clinician_id", "session_id", 1, 'saved', "body", "updated_at" FROM "session_summaries";
