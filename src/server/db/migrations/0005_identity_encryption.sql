-- Client identity and plan therapy names move to AES-256-GCM ciphertext columns. The old plaintext columns stay,
-- nullable and without defaults, until the server's start-up pass has encrypted every row and emptied them.
ALTER TABLE "clients" ADD COLUMN "first_name_enc" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "last_name_enc" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "gender_enc" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "primary_concerns_enc" text;--> statement-breakpoint
ALTER TABLE "clients" ALTER COLUMN "first_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ALTER COLUMN "last_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ALTER COLUMN "gender" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ALTER COLUMN "gender" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "clients" ALTER COLUMN "primary_concerns" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ALTER COLUMN "primary_concerns" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "therapy_recommendations" ADD COLUMN "therapy_enc" text;--> statement-breakpoint
ALTER TABLE "therapy_recommendations" ADD COLUMN "therapy_index" text;--> statement-breakpoint
ALTER TABLE "therapy_recommendations" ALTER COLUMN "therapy" DROP NOT NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "therapy_recommendations_client_therapy_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "therapy_recommendations_client_therapy_index_idx" ON "therapy_recommendations" USING btree ("client_id","therapy_index");
