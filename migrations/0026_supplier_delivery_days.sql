ALTER TABLE "suppliers" ADD COLUMN "delivery_weekdays" smallint[] DEFAULT '{0,1,2,3,4,5,6}'::smallint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "order_cutoff" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_order_cutoff_time" CHECK ("suppliers"."order_cutoff" IS NULL OR "suppliers"."order_cutoff" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');