-- PHQ-9 and GAD-7 scores of a client: a form scored from its items, or a total stated in a session's transcript
-- (proposed, with its sentence encrypted, until the clinician confirms it).
CREATE TABLE "measurements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinician_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"session_id" uuid,
	"instrument" text NOT NULL,
	"items" jsonb,
	"difficulty" integer,
	"total" integer NOT NULL,
	"severity" text NOT NULL,
	"source" text NOT NULL,
	"filled_by" text,
	"evidence_enc" text,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"administered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "measurements_instrument_check" CHECK ("instrument" IN ('phq9', 'gad7')),
	CONSTRAINT "measurements_source_check" CHECK ("source" IN ('form', 'transcript')),
	CONSTRAINT "measurements_status_check" CHECK ("status" IN ('proposed', 'confirmed')),
	CONSTRAINT "measurements_total_check" CHECK ("total" >= 0 AND "total" <= 27)
);
--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_clinician_id_clinicians_id_fk" FOREIGN KEY ("clinician_id") REFERENCES "public"."clinicians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_session_id_therapy_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."therapy_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "measurements_client_idx" ON "measurements" USING btree ("clinician_id","client_id","administered_at");--> statement-breakpoint
CREATE INDEX "measurements_session_idx" ON "measurements" USING btree ("session_id");
