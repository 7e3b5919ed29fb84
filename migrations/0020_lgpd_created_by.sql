ALTER TABLE "leads" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "organization_api_keys" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "supplier_api_keys" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_api_keys" ADD CONSTRAINT "organization_api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_api_keys" ADD CONSTRAINT "supplier_api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_created_by_idx" ON "leads" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "organization_api_keys_created_by_idx" ON "organization_api_keys" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "supplier_api_keys_created_by_idx" ON "supplier_api_keys" USING btree ("created_by");