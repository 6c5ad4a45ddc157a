-- Consent to recording a session: one row each time it is given; a withdrawal marks the row. The representative's
-- name and the note are ciphertext.
CREATE TABLE "session_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinician_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"method" text NOT NULL,
	"given_by" text NOT NULL,
	"given_by_name_enc" text,
	"given_at" timestamp with time zone NOT NULL,
	"note_enc" text,
	"recorded_by_id" uuid,
	"recorded_by_name" text NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by_name" text,
	"recordings_deleted" boolean
);
--> statement-breakpoint
ALTER TABLE "session_consents" ADD CONSTRAINT "session_consents_clinician_id_clinicians_id_fk" FOREIGN KEY ("clinician_id") REFERENCES "public"."clinicians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_consents" ADD CONSTRAINT "session_consents_session_id_therapy_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."therapy_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_consents" ADD CONSTRAINT "session_consents_recorded_by_id_clinicians_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."clinicians"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_consents_session_idx" ON "session_consents" USING btree ("session_id","recorded_at");--> statement-breakpoint
CREATE INDEX "session_consents_clinician_idx" ON "session_consents" USING btree ("clinician_id");
