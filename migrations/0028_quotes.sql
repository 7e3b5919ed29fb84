CREATE TYPE "public"."quote_answer_channel" AS ENUM('PORTAL', 'API', 'LINK');--> statement-breakpoint
CREATE TYPE "public"."quote_outcome" AS ENUM('WON', 'LOST');--> statement-breakpoint
CREATE TYPE "public"."quote_status" AS ENUM('DRAFT', 'OPEN', 'CLOSED', 'AWARDED', 'CANCELLED');--> statement-breakpoint
CREATE TABLE "negotiated_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"valid_until" date NOT NULL,
	"quote_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "negotiated_prices_price_positive" CHECK ("negotiated_prices"."unit_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "quote_answer_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"answer_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	"unit_price" numeric(12, 2),
	"available_quantity" integer,
	"note" text,
	CONSTRAINT "quote_answer_lines_price_positive" CHECK ("quote_answer_lines"."unit_price" IS NULL OR "quote_answer_lines"."unit_price" > 0),
	CONSTRAINT "quote_answer_lines_available_positive" CHECK ("quote_answer_lines"."available_quantity" IS NULL OR "quote_answer_lines"."available_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quote_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_supplier_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"channel" "quote_answer_channel" NOT NULL,
	"answered_by" uuid,
	"valid_until" date NOT NULL,
	"lead_time_days" integer NOT NULL,
	"payment_term" text,
	"minimum_order_value" numeric(12, 2) DEFAULT '0' NOT NULL,
	"freight" numeric(12, 2) DEFAULT '0' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_answers_amounts_nonnegative" CHECK ("quote_answers"."minimum_order_value" >= 0 AND "quote_answers"."freight" >= 0),
	CONSTRAINT "quote_answers_lead_time_range" CHECK ("quote_answers"."lead_time_days" BETWEEN 0 AND 365)
);
--> statement-breakpoint
CREATE TABLE "quote_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid,
	"description" text NOT NULL,
	"unit" text NOT NULL,
	"category_id" uuid,
	"quantity" integer NOT NULL,
	CONSTRAINT "quote_lines_quantity_positive" CHECK ("quote_lines"."quantity" >= 1),
	CONSTRAINT "quote_lines_description_length" CHECK (length("quote_lines"."description") BETWEEN 1 AND 200)
);
--> statement-breakpoint
CREATE TABLE "quote_suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"link_version" integer DEFAULT 1 NOT NULL,
	"read_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"answer_count" integer DEFAULT 0 NOT NULL,
	"outcome" "quote_outcome",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"title" text NOT NULL,
	"status" "quote_status" DEFAULT 'DRAFT' NOT NULL,
	"created_by" uuid,
	"delivery_address_id" uuid,
	"delivery_address" jsonb,
	"desired_delivery_date" date,
	"notes" text,
	"deadline" timestamp with time zone NOT NULL,
	"source" jsonb,
	"sent_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"awarded_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"purchase_order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_title_length" CHECK (length("quotes"."title") BETWEEN 1 AND 120)
);
--> statement-breakpoint
ALTER TABLE "negotiated_prices" ADD CONSTRAINT "negotiated_prices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiated_prices" ADD CONSTRAINT "negotiated_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiated_prices" ADD CONSTRAINT "negotiated_prices_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiated_prices" ADD CONSTRAINT "negotiated_prices_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_answer_lines" ADD CONSTRAINT "quote_answer_lines_answer_id_quote_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."quote_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_answer_lines" ADD CONSTRAINT "quote_answer_lines_line_id_quote_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."quote_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_answers" ADD CONSTRAINT "quote_answers_quote_supplier_id_quote_suppliers_id_fk" FOREIGN KEY ("quote_supplier_id") REFERENCES "public"."quote_suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_answers" ADD CONSTRAINT "quote_answers_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_suppliers" ADD CONSTRAINT "quote_suppliers_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_suppliers" ADD CONSTRAINT "quote_suppliers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_suppliers" ADD CONSTRAINT "quote_suppliers_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_delivery_address_id_delivery_addresses_id_fk" FOREIGN KEY ("delivery_address_id") REFERENCES "public"."delivery_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "negotiated_prices_org_product_key" ON "negotiated_prices" USING btree ("organization_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_answer_lines_answer_line_key" ON "quote_answer_lines" USING btree ("answer_id","line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_answers_supplier_version_key" ON "quote_answers" USING btree ("quote_supplier_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_lines_quote_position_key" ON "quote_lines" USING btree ("quote_id","position");--> statement-breakpoint
CREATE INDEX "quote_lines_product_idx" ON "quote_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_suppliers_quote_supplier_key" ON "quote_suppliers" USING btree ("quote_id","supplier_id");--> statement-breakpoint
CREATE INDEX "quote_suppliers_supplier_created_idx" ON "quote_suppliers" USING btree ("supplier_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quotes_org_created_idx" ON "quotes" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quotes_open_deadline_idx" ON "quotes" USING btree ("deadline") WHERE "quotes"."status" = 'OPEN';