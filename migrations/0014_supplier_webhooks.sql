ALTER TABLE "webhooks" ALTER COLUMN "organization_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "webhooks" ADD COLUMN "supplier_id" uuid;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhooks_supplier_created_idx" ON "webhooks" USING btree ("supplier_id","created_at" DESC NULLS FIRST) WHERE "webhooks"."supplier_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_one_owner" CHECK (num_nonnulls("webhooks"."organization_id", "webhooks"."supplier_id") = 1);