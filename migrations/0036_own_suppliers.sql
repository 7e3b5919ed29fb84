CREATE TABLE "product_price_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"organization_id" uuid,
	"price" numeric(12, 2) NOT NULL,
	"previous_price" numeric(12, 2),
	"price_valid_until" date,
	"changed_by" text NOT NULL,
	"changed_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_price_changes_by" CHECK ("product_price_changes"."changed_by" IN ('buyer', 'supplier', 'operator', 'import')),
	CONSTRAINT "product_price_changes_price_positive" CHECK ("product_price_changes"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "organization_supplier_cities" (
	"organization_supplier_id" uuid NOT NULL,
	"city_id" uuid NOT NULL,
	CONSTRAINT "organization_supplier_cities_organization_supplier_id_city_id_pk" PRIMARY KEY("organization_supplier_id","city_id")
);
--> statement-breakpoint
CREATE TABLE "organization_suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"name" text NOT NULL,
	"contact_name" text,
	"email" text NOT NULL,
	"whatsapp" text,
	"minimum_order_value" numeric(12, 2) DEFAULT '0' NOT NULL,
	"lead_time_days" integer DEFAULT 0 NOT NULL,
	"payment_terms" text[] DEFAULT '{}'::text[] NOT NULL,
	"delivery_weekdays" smallint[] DEFAULT '{0,1,2,3,4,5,6}'::smallint[] NOT NULL,
	"order_cutoff" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_suppliers_order_cutoff_time" CHECK ("organization_suppliers"."order_cutoff" IS NULL OR "organization_suppliers"."order_cutoff" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "organization_suppliers_minimum_order_nonnegative" CHECK ("organization_suppliers"."minimum_order_value" >= 0),
	CONSTRAINT "organization_suppliers_lead_time_range" CHECK ("organization_suppliers"."lead_time_days" BETWEEN 0 AND 365)
);
--> statement-breakpoint
CREATE TABLE "supplier_listing_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"city_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"message" text,
	"refusal_reason" text,
	"requested_by" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_listing_requests_status" CHECK ("supplier_listing_requests"."status" IN ('pending', 'approved', 'refused')),
	CONSTRAINT "supplier_listing_requests_refusal_reason" CHECK ("supplier_listing_requests"."status" <> 'refused' OR length(trim("supplier_listing_requests"."refusal_reason")) > 0)
);
--> statement-breakpoint
DROP INDEX "products_supplier_name_lower_key";--> statement-breakpoint
DROP INDEX "products_supplier_sku_lower_key";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_valid_until" date;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_orders" ADD COLUMN "answer_link_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_orders" ADD COLUMN "answer_link_revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_price_changes" ADD CONSTRAINT "product_price_changes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_price_changes" ADD CONSTRAINT "product_price_changes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_price_changes" ADD CONSTRAINT "product_price_changes_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_supplier_cities" ADD CONSTRAINT "organization_supplier_cities_organization_supplier_id_organization_suppliers_id_fk" FOREIGN KEY ("organization_supplier_id") REFERENCES "public"."organization_suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_supplier_cities" ADD CONSTRAINT "organization_supplier_cities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_suppliers" ADD CONSTRAINT "organization_suppliers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_suppliers" ADD CONSTRAINT "organization_suppliers_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_suppliers" ADD CONSTRAINT "organization_suppliers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_listing_requests" ADD CONSTRAINT "supplier_listing_requests_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_listing_requests" ADD CONSTRAINT "supplier_listing_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_listing_requests" ADD CONSTRAINT "supplier_listing_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_price_changes_product_created_idx" ON "product_price_changes" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "organization_supplier_cities_city_idx" ON "organization_supplier_cities" USING btree ("city_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_suppliers_org_supplier_key" ON "organization_suppliers" USING btree ("organization_id","supplier_id");--> statement-breakpoint
CREATE INDEX "organization_suppliers_supplier_idx" ON "organization_suppliers" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "organization_suppliers_org_name_idx" ON "organization_suppliers" USING btree ("organization_id","name");--> statement-breakpoint
CREATE INDEX "organization_suppliers_email_lower_idx" ON "organization_suppliers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "supplier_listing_requests_status_created_idx" ON "supplier_listing_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "supplier_listing_requests_supplier_idx" ON "supplier_listing_requests" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_listing_requests_one_pending_key" ON "supplier_listing_requests" USING btree ("supplier_id") WHERE "supplier_listing_requests"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_organization_supplier_idx" ON "products" USING btree ("organization_id","supplier_id","name") WHERE "products"."organization_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "products_supplier_name_lower_key" ON "products" USING btree ("supplier_id",coalesce("organization_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("name")) WHERE "products"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "products_supplier_sku_lower_key" ON "products" USING btree ("supplier_id",coalesce("organization_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("sku")) WHERE "products"."is_active";--> statement-breakpoint
-- The shared counts are the public catalogue's (what every organization sees): a buyer's private price
-- list is counted apart, scoped to that buyer, so its products never show in another buyer's totals.
CREATE OR REPLACE FUNCTION products_count() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT supplier_id, category_id, is_active, in_stock, 1 AS n FROM new_rows WHERE organization_id IS NULL'
    WHEN 'DELETE' THEN 'SELECT supplier_id, category_id, is_active, in_stock, -1 AS n FROM old_rows WHERE organization_id IS NULL'
    ELSE 'SELECT supplier_id, category_id, is_active, in_stock, 1 AS n FROM new_rows WHERE organization_id IS NULL
      UNION ALL SELECT supplier_id, category_id, is_active, in_stock, -1 FROM old_rows WHERE organization_id IS NULL'
  END;
BEGIN
  EXECUTE format($q$
    INSERT INTO product_counts AS c (supplier_id, category_id, is_active, in_stock, products)
    SELECT supplier_id, category_id, is_active, in_stock, sum(n)
    FROM (%s) changes
    GROUP BY supplier_id, category_id, is_active, in_stock
    HAVING sum(n) <> 0
    ORDER BY supplier_id, category_id, is_active, in_stock
    ON CONFLICT (supplier_id, category_id, is_active, in_stock) DO UPDATE SET products = c.products + excluded.products
  $q$, changes);
  RETURN NULL;
END
$fn$;
