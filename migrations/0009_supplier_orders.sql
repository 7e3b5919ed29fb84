CREATE TYPE "public"."line_refusal_reason" AS ENUM('SEM_ESTOQUE', 'PRECO_ALTERADO', 'FORA_DA_AREA', 'ABAIXO_DO_MINIMO', 'OUTRO');--> statement-breakpoint
CREATE TYPE "public"."supplier_line_status" AS ENUM('PENDING', 'ACCEPTED', 'REFUSED');--> statement-breakpoint
CREATE TYPE "public"."supplier_member_role" AS ENUM('admin', 'staff');--> statement-breakpoint
CREATE TYPE "public"."supplier_order_status" AS ENUM('AWAITING_APPROVAL', 'SENT', 'ACKNOWLEDGED', 'REFUSED', 'CANCELLED', 'PARTIALLY_SHIPPED', 'SHIPPED', 'DELIVERED', 'COMPLETED');--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"principal" text NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"status" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_principal_key_pk" PRIMARY KEY("principal","key")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_order_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" "supplier_order_status",
	"to_status" "supplier_order_status" NOT NULL,
	"actor_name" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_order_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"number" text NOT NULL,
	"status" "supplier_order_status" DEFAULT 'AWAITING_APPROVAL' NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_cnpj" text NOT NULL,
	"delivery_address" jsonb,
	"requested_delivery_date" date,
	"payment_term" text,
	"notes" text,
	"total_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"promised_date" date,
	"sent_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" "supplier_member_role" DEFAULT 'staff' NOT NULL,
	"status" "invitation_status" DEFAULT 'pending' NOT NULL,
	"inviter_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" "supplier_member_role" DEFAULT 'staff' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_members_supplierId_userId_unique" UNIQUE("supplier_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "order_email" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "minimum_order_value" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "lead_time_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "payment_terms" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "active_supplier_id" uuid;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "order_sequence" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD COLUMN "supplier_order_id" uuid;--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD COLUMN "supplier_status" "supplier_line_status" DEFAULT 'PENDING' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD COLUMN "accepted_quantity" integer;--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD COLUMN "refusal_reason" "line_refusal_reason";--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD COLUMN "supplier_note" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "number" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_order_events" ADD CONSTRAINT "supplier_order_events_supplier_order_id_supplier_orders_id_fk" FOREIGN KEY ("supplier_order_id") REFERENCES "public"."supplier_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_orders" ADD CONSTRAINT "supplier_orders_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_orders" ADD CONSTRAINT "supplier_orders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_orders" ADD CONSTRAINT "supplier_orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invitations" ADD CONSTRAINT "supplier_invitations_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invitations" ADD CONSTRAINT "supplier_invitations_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_members" ADD CONSTRAINT "supplier_members_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_members" ADD CONSTRAINT "supplier_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "supplier_order_events_order_created_idx" ON "supplier_order_events" USING btree ("supplier_order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_orders_order_supplier_key" ON "supplier_orders" USING btree ("purchase_order_id","supplier_id");--> statement-breakpoint
CREATE INDEX "supplier_orders_supplier_updated_idx" ON "supplier_orders" USING btree ("supplier_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "supplier_orders_supplier_status_updated_idx" ON "supplier_orders" USING btree ("supplier_id","status","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "supplier_invitations_supplier_created_idx" ON "supplier_invitations" USING btree ("supplier_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "supplier_invitations_email_lower_idx" ON "supplier_invitations" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_invitations_one_pending_key" ON "supplier_invitations" USING btree ("supplier_id",lower("email")) WHERE "supplier_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "supplier_members_user_idx" ON "supplier_members" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_active_supplier_id_suppliers_id_fk" FOREIGN KEY ("active_supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD CONSTRAINT "purchase_order_items_supplier_order_id_supplier_orders_id_fk" FOREIGN KEY ("supplier_order_id") REFERENCES "public"."supplier_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_order_items_supplier_order_idx" ON "purchase_order_items" USING btree ("supplier_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_org_number_key" ON "purchase_orders" USING btree ("organization_id","number");--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_minimum_order_nonnegative" CHECK ("suppliers"."minimum_order_value" >= 0);--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_lead_time_range" CHECK ("suppliers"."lead_time_days" BETWEEN 0 AND 365);--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD CONSTRAINT "purchase_order_items_accepted_quantity_range" CHECK ("purchase_order_items"."accepted_quantity" IS NULL OR ("purchase_order_items"."accepted_quantity" >= 1 AND "purchase_order_items"."accepted_quantity" <= "purchase_order_items"."quantity"));