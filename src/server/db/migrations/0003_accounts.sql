-- Accounts hardening: single-use TOTP steps, recovery codes, owner-issued password resets, deactivation, and an
-- atomic sign-in throttle (per account and per client address) in place of the failed sign-in log.
ALTER TABLE "clinicians" ADD COLUMN "totp_last_step" bigint;
--> statement-breakpoint
ALTER TABLE "clinicians" ADD COLUMN "deactivated_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinician_id" uuid NOT NULL,
	"salt" text NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_clinician_id_clinicians_id_fk" FOREIGN KEY ("clinician_id") REFERENCES "public"."clinicians"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "recovery_codes_clinician_idx" ON "recovery_codes" USING btree ("clinician_id");
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"clinician_id" uuid NOT NULL,
	"issued_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_clinician_id_clinicians_id_fk" FOREIGN KEY ("clinician_id") REFERENCES "public"."clinicians"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_issued_by_clinicians_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."clinicians"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "password_resets_clinician_idx" ON "password_resets" USING btree ("clinician_id");
--> statement-breakpoint
CREATE TABLE "sign_in_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP TABLE "failed_sign_ins";
