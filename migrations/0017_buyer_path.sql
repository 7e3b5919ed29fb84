-- Search that finds (issue #19): accent- and case-insensitive, trigram-ranked. Both extensions ship
-- with the embedded PostgreSQL and with Neon.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- One normal form for what is searched and what is typed: lower case, no accents, a decimal kept
-- in one piece ("1,5" -> "1d5"), any run of punctuation or spaces as one space, and a number glued to
-- its unit ("5 kg" -> "5kg") so "arroz 5kg" finds "Arroz tipo 1 5 kg". unaccent is only STABLE (its
-- dictionary could change); naming the dictionary makes this wrapper safe to declare IMMUTABLE and
-- so to index. functions/api/v1/products/product-search.ts does the same to a query.
CREATE OR REPLACE FUNCTION search_normalize(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
  SELECT btrim(regexp_replace(
    regexp_replace(
      regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, value)), '([0-9])[.,]([0-9])', '\1d\2', 'g'),
      '[^a-z0-9]+', ' ', 'g'),
    '([0-9]) (kg|g|mg|l|ml|un|und|cx|pct|dz|m|cm|mm)( |$)', '\1\2\3', 'g'))
$$;--> statement-breakpoint
CREATE SEQUENCE "public"."products_sku_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "shopping_list_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopping_list_items_quantity_min" CHECK ("shopping_list_items"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "shopping_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopping_lists_name_length" CHECK (length("shopping_lists"."name") BETWEEN 1 AND 80)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sku" text DEFAULT 'SKU-' || lpad(nextval('products_sku_seq')::text, 6, '0') NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gtin" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_name" text GENERATED ALWAYS AS (search_normalize(name)) STORED;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD CONSTRAINT "shopping_list_items_list_id_shopping_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."shopping_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD CONSTRAINT "shopping_list_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD CONSTRAINT "shopping_lists_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD CONSTRAINT "shopping_lists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shopping_list_items_list_product_key" ON "shopping_list_items" USING btree ("list_id","product_id");--> statement-breakpoint
CREATE INDEX "shopping_list_items_product_idx" ON "shopping_list_items" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shopping_lists_org_name_lower_key" ON "shopping_lists" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "products_supplier_sku_lower_key" ON "products" USING btree ("supplier_id",lower("sku")) WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_active_sku_lower_idx" ON "products" USING btree (lower("sku")) WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gtin_digits" CHECK ("products"."gtin" IS NULL OR "products"."gtin" ~ '^([0-9]{8}|[0-9]{12,14})$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sku_shape" CHECK (length("products"."sku") BETWEEN 1 AND 40);--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_text(
  name text, sku text, gtin text, description text, supplier_id uuid, category_id uuid
) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE
AS $$
  SELECT search_normalize(concat_ws(' ', name, sku, gtin, description,
    (SELECT s.name FROM suppliers s WHERE s.id = supplier_id),
    (SELECT c.name FROM categories c WHERE c.id = category_id)))
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_text() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  NEW.search_text := product_search_text(NEW.name, NEW.sku, NEW.gtin, NEW.description, NEW.supplier_id, NEW.category_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_text BEFORE INSERT OR UPDATE OF name, sku, gtin, description, supplier_id, category_id
ON products FOR EACH ROW EXECUTE FUNCTION products_search_text();--> statement-breakpoint
-- A supplier or category renamed is found by its new name.
CREATE OR REPLACE FUNCTION products_search_text_renamed() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name THEN
    IF TG_TABLE_NAME = 'suppliers' THEN
      UPDATE products p SET search_text = product_search_text(p.name, p.sku, p.gtin, p.description, p.supplier_id, p.category_id)
      WHERE p.supplier_id = NEW.id;
    ELSE
      UPDATE products p SET search_text = product_search_text(p.name, p.sku, p.gtin, p.description, p.supplier_id, p.category_id)
      WHERE p.category_id = NEW.id;
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER suppliers_renamed_search_text AFTER UPDATE OF name ON suppliers
FOR EACH ROW EXECUTE FUNCTION products_search_text_renamed();--> statement-breakpoint
CREATE TRIGGER categories_renamed_search_text AFTER UPDATE OF name ON categories
FOR EACH ROW EXECUTE FUNCTION products_search_text_renamed();--> statement-breakpoint
-- Products that existed get readable codes: three letters of the supplier and a number in the order
-- they were created ("SER-0004"); the update also fills search_text through the trigger.
UPDATE products p SET sku = numbered.sku
FROM (
  SELECT p2.id,
    coalesce(nullif(upper(left(regexp_replace(public.unaccent(s.name), '[^A-Za-z]', '', 'g'), 3)), ''), 'PRD')
      || '-' || lpad((row_number() OVER (PARTITION BY p2.supplier_id ORDER BY p2.created_at, p2.name, p2.id))::text, 4, '0') AS sku
  FROM products p2 JOIN suppliers s ON s.id = p2.supplier_id
) numbered
WHERE numbered.id = p.id;
