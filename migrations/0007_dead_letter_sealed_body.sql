-- Rows recorded before sealing (local databases only) keep an empty body: they cannot be replayed.
ALTER TABLE "dead_letter_jobs" ADD COLUMN "sealed_body" text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE "dead_letter_jobs" ALTER COLUMN "sealed_body" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "dead_letter_jobs" ADD COLUMN "summary" text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE "dead_letter_jobs" ALTER COLUMN "summary" DROP DEFAULT;
