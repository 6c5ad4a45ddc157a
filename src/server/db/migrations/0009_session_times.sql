-- Where a session's start and end come from: 'opened' (when the session was opened and ended on screen, as before),
-- 'recorded' (the first Start Recording and the last Stop Recording) or 'entered' (times the clinician typed in).
ALTER TABLE "therapy_sessions" ADD COLUMN "time_source" text DEFAULT 'opened' NOT NULL;
