CREATE TYPE "public"."incident_resolution" AS ENUM('CREDIT', 'REPLACEMENT', 'DISPUTE');--> statement-breakpoint
CREATE TYPE "public"."incident_status" AS ENUM('OPEN', 'ANSWERED', 'RESOLVED');--> statement-breakpoint
CREATE TYPE "public"."receipt_condition" AS ENUM('OK', 'AVARIADO', 'FALTANTE', 'ITEM_ERRADO');--> statement-breakpoint
CREATE TYPE "public"."shipment_status" AS ENUM('SHIPPED', 'DELIVERED', 'RECEIVED');--> statement-breakpoint
CREATE TABLE "incidents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_order_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"shipment_line_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"kind" "receipt_condition" NOT NULL,
	"quantity" integer NOT NULL,
	"note" text,
	"status" "incident_status" DEFAULT 'OPEN' NOT NULL,
	"resolution" "incident_resolution",
	"credit_amount" numeric(14, 2),
	"answer_note" text,
	"replacement_shipment_id" uuid,
	"answered_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incidents_quantity_positive" CHECK ("incidents"."quantity" >= 1),
	CONSTRAINT "incidents_kind_divergent" CHECK ("incidents"."kind" <> 'OK'),
	CONSTRAINT "incidents_credit_positive" CHECK ("incidents"."credit_amount" IS NULL OR "incidents"."credit_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "shipment_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"received_quantity" integer,
	"condition" "receipt_condition",
	"receipt_note" text,
	CONSTRAINT "shipment_lines_quantity_positive" CHECK ("shipment_lines"."quantity" >= 1),
	CONSTRAINT "shipment_lines_received_range" CHECK ("shipment_lines"."received_quantity" IS NULL OR ("shipment_lines"."received_quantity" >= 0 AND "shipment_lines"."received_quantity" <= "shipment_lines"."quantity"))
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_order_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"status" "shipment_status" DEFAULT 'SHIPPED' NOT NULL,
	"nfe_key" text NOT NULL,
	"invoice_number" text NOT NULL,
	"invoice_series" text NOT NULL,
	"invoice_amount" numeric(14, 2) NOT NULL,
	"carrier" text,
	"tracking_code" text,
	"expected_delivery_date" date,
	"replaces_incident_id" uuid,
	"delivered_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"received_by_id" uuid,
	"received_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_invoice_amount_positive" CHECK ("shipments"."invoice_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD COLUMN "shipped_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD COLUMN "cancelled_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD COLUMN "received_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD COLUMN "short_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_orders" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "supplier_orders" ADD COLUMN "units_ordered" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_orders" ADD COLUMN "units_received_ok" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_orders" ADD COLUMN "lines_answered" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_orders" ADD COLUMN "lines_refused" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_orders" ADD COLUMN "incident_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_orders" ADD COLUMN "credit_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_supplier_order_id_supplier_orders_id_fk" FOREIGN KEY ("supplier_order_id") REFERENCES "public"."supplier_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_shipment_line_id_shipment_lines_id_fk" FOREIGN KEY ("shipment_line_id") REFERENCES "public"."shipment_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_item_id_purchase_order_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."purchase_order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_item_id_purchase_order_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."purchase_order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_supplier_order_id_supplier_orders_id_fk" FOREIGN KEY ("supplier_order_id") REFERENCES "public"."supplier_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_received_by_id_users_id_fk" FOREIGN KEY ("received_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incidents_supplier_order_idx" ON "incidents" USING btree ("supplier_order_id");--> statement-breakpoint
CREATE INDEX "incidents_supplier_status_idx" ON "incidents" USING btree ("supplier_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_lines_shipment_item_key" ON "shipment_lines" USING btree ("shipment_id","item_id");--> statement-breakpoint
CREATE INDEX "shipment_lines_item_idx" ON "shipment_lines" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_order_sequence_key" ON "shipments" USING btree ("supplier_order_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_supplier_nfe_key" ON "shipments" USING btree ("supplier_id","nfe_key");--> statement-breakpoint
CREATE INDEX "shipments_supplier_order_idx" ON "shipments" USING btree ("supplier_order_id");--> statement-breakpoint
CREATE INDEX "supplier_orders_supplier_sent_idx" ON "supplier_orders" USING btree ("supplier_id","sent_at");--> statement-breakpoint
CREATE INDEX "supplier_orders_org_supplier_sent_idx" ON "supplier_orders" USING btree ("organization_id","supplier_id","sent_at");--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD CONSTRAINT "purchase_order_items_fulfilment_range" CHECK ("purchase_order_items"."shipped_quantity" >= 0 AND "purchase_order_items"."cancelled_quantity" >= 0 AND "purchase_order_items"."received_quantity" >= 0 AND "purchase_order_items"."short_quantity" >= 0 AND "purchase_order_items"."shipped_quantity" + "purchase_order_items"."cancelled_quantity" <= coalesce("purchase_order_items"."accepted_quantity", 0));--> statement-breakpoint
-- Orders from before fulfilment: their scorecard figures, from their lines (the services keep them from now on).
UPDATE "supplier_orders" o SET
  "units_ordered" = coalesce((SELECT sum(i."quantity") FROM "purchase_order_items" i WHERE i."supplier_order_id" = o."id" AND i."status" <> 'REJECTED'), 0),
  "lines_answered" = (SELECT count(*) FROM "purchase_order_items" i WHERE i."supplier_order_id" = o."id" AND i."status" <> 'REJECTED' AND i."supplier_status" <> 'PENDING'),
  "lines_refused" = (SELECT count(*) FROM "purchase_order_items" i WHERE i."supplier_order_id" = o."id" AND i."status" <> 'REJECTED' AND i."supplier_status" = 'REFUSED');
