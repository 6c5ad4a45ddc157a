-- A session can start as a draft before its client is chosen (the recording screen opened on its own), and a
-- draft assessment can be saved for it; a final report still always names its client.
ALTER TABLE "therapy_sessions" ALTER COLUMN "client_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_reports" ALTER COLUMN "client_id" DROP NOT NULL;
