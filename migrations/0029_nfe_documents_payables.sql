CREATE TYPE "public"."payable_status" AS ENUM('OPEN', 'PAID');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('PIX', 'BOLETO', 'TRANSFERENCIA');--> statement-breakpoint
CREATE TABLE "payable_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"payable_id" uuid NOT NULL,
	"incident_id" uuid NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payable_credits_amount_positive" CHECK ("payable_credits"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"supplier_order_id" uuid NOT NULL,
	"shipment_id" uuid NOT NULL,
	"installment" text NOT NULL,
	"position" integer NOT NULL,
	"due_date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"status" "payable_status" DEFAULT 'OPEN' NOT NULL,
	"paid_on" date,
	"method" "payment_method",
	"note" text,
	"paid_by_id" uuid,
	"paid_by_name" text,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payables_amount_positive" CHECK ("payables"."amount" > 0),
	CONSTRAINT "payables_paid_complete" CHECK (("payables"."status" = 'PAID') = ("payables"."paid_on" IS NOT NULL AND "payables"."method" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "nfe_issued_on" date;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "nfe_installments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "nfe_xml_kept_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "danfe_kept_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payable_credits" ADD CONSTRAINT "payable_credits_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payable_credits" ADD CONSTRAINT "payable_credits_payable_id_payables_id_fk" FOREIGN KEY ("payable_id") REFERENCES "public"."payables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payable_credits" ADD CONSTRAINT "payable_credits_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payables" ADD CONSTRAINT "payables_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payables" ADD CONSTRAINT "payables_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payables" ADD CONSTRAINT "payables_supplier_order_id_supplier_orders_id_fk" FOREIGN KEY ("supplier_order_id") REFERENCES "public"."supplier_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payables" ADD CONSTRAINT "payables_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payables" ADD CONSTRAINT "payables_paid_by_id_users_id_fk" FOREIGN KEY ("paid_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payable_credits_payable_incident_key" ON "payable_credits" USING btree ("payable_id","incident_id");--> statement-breakpoint
CREATE INDEX "payable_credits_incident_idx" ON "payable_credits" USING btree ("incident_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payables_shipment_installment_key" ON "payables" USING btree ("shipment_id","position");--> statement-breakpoint
CREATE INDEX "payables_organization_due_idx" ON "payables" USING btree ("organization_id","status","due_date");--> statement-breakpoint
CREATE INDEX "payables_supplier_idx" ON "payables" USING btree ("organization_id","supplier_id");--> statement-breakpoint
CREATE INDEX "shipments_organization_nfe_idx" ON "shipments" USING btree ("organization_id","nfe_key");--> statement-breakpoint
CREATE INDEX "shipments_organization_issued_idx" ON "shipments" USING btree ("organization_id","nfe_issued_on");