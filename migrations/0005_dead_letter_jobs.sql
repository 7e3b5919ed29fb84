CREATE TABLE "dead_letter_jobs" (
	"message_id" text PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"kind" text,
	"job_id" text,
	"body" jsonb,
	"attempts" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "dead_letter_jobs_received_idx" ON "dead_letter_jobs" USING btree ("received_at" DESC NULLS FIRST);