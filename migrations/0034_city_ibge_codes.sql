ALTER TABLE "cities" ADD COLUMN "ibge_code" text;--> statement-breakpoint
CREATE UNIQUE INDEX "cities_ibge_code_key" ON "cities" USING btree ("ibge_code");--> statement-breakpoint
CREATE INDEX "cities_name_trgm_idx" ON "cities" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "delivery_addresses_city_idx" ON "delivery_addresses" USING btree ("city_id");--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_ibge_code_digits" CHECK ("cities"."ibge_code" IS NULL OR "cities"."ibge_code" ~ '^[0-9]{7}$');