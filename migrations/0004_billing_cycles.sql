ALTER TABLE "feature_usages" ADD COLUMN "anchor_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "feature_usages" ADD COLUMN "cycle_index" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_provider_events" ADD COLUMN "status" text DEFAULT 'processed' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_provider_events" ADD COLUMN "error" text;