CREATE TABLE "approval_rule_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rule_set_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"supplier_id" uuid,
	"category_id" uuid,
	"min_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"max_amount" numeric(14, 2),
	"approvers" text[] NOT NULL,
	CONSTRAINT "approval_rules_amounts" CHECK ("approval_rules"."min_amount" >= 0 AND ("approval_rules"."max_amount" IS NULL OR "approval_rules"."max_amount" > "approval_rules"."min_amount")),
	CONSTRAINT "approval_rules_approvers" CHECK ("approval_rules"."approvers" <@ ARRAY['admin', 'owner']::text[])
);
--> statement-breakpoint
CREATE TABLE "approval_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"supplier_order_id" uuid NOT NULL,
	"rule_set_id" uuid,
	"rule_id" uuid,
	"position" integer NOT NULL,
	"approver" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_steps_approver" CHECK ("approval_steps"."approver" IN ('admin', 'owner', 'system')),
	CONSTRAINT "approval_steps_status" CHECK ("approval_steps"."status" IN ('pending', 'approved', 'rejected', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "audit_chain_heads" (
	"chain" text PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL,
	"prev_hash" text DEFAULT '' NOT NULL,
	"pruned_through_seq" bigint DEFAULT 0 NOT NULL,
	"pruned_hash" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chain" text NOT NULL,
	"organization_id" uuid,
	"seq" bigint NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" uuid,
	"actor_label" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"target_label" text,
	"changes" jsonb,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "budgets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"cost_centre_id" uuid NOT NULL,
	"category_id" uuid,
	"monthly_amount" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budgets_amount_positive" CHECK ("budgets"."monthly_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "cost_centres" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_cost_centres" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"cost_centre_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "budget_policy" text DEFAULT 'escalate' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD COLUMN "category_id" uuid;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "cost_centre_id" uuid;--> statement-breakpoint
ALTER TABLE "approval_rule_sets" ADD CONSTRAINT "approval_rule_sets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_rule_sets" ADD CONSTRAINT "approval_rule_sets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_rules" ADD CONSTRAINT "approval_rules_rule_set_id_approval_rule_sets_id_fk" FOREIGN KEY ("rule_set_id") REFERENCES "public"."approval_rule_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_rules" ADD CONSTRAINT "approval_rules_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_rules" ADD CONSTRAINT "approval_rules_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_steps" ADD CONSTRAINT "approval_steps_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_steps" ADD CONSTRAINT "approval_steps_supplier_order_id_supplier_orders_id_fk" FOREIGN KEY ("supplier_order_id") REFERENCES "public"."supplier_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_steps" ADD CONSTRAINT "approval_steps_rule_set_id_approval_rule_sets_id_fk" FOREIGN KEY ("rule_set_id") REFERENCES "public"."approval_rule_sets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_steps" ADD CONSTRAINT "approval_steps_rule_id_approval_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."approval_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_steps" ADD CONSTRAINT "approval_steps_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_cost_centre_id_cost_centres_id_fk" FOREIGN KEY ("cost_centre_id") REFERENCES "public"."cost_centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_centres" ADD CONSTRAINT "cost_centres_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_cost_centres" ADD CONSTRAINT "member_cost_centres_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_cost_centres" ADD CONSTRAINT "member_cost_centres_cost_centre_id_cost_centres_id_fk" FOREIGN KEY ("cost_centre_id") REFERENCES "public"."cost_centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_rule_sets_org_version_key" ON "approval_rule_sets" USING btree ("organization_id","version");--> statement-breakpoint
CREATE INDEX "approval_rules_set_idx" ON "approval_rules" USING btree ("rule_set_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_steps_order_position_key" ON "approval_steps" USING btree ("supplier_order_id","position");--> statement-breakpoint
CREATE INDEX "approval_steps_org_pending_idx" ON "approval_steps" USING btree ("organization_id","approver") WHERE "approval_steps"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_chain_seq_key" ON "audit_log" USING btree ("chain","seq");--> statement-breakpoint
CREATE INDEX "audit_log_org_created_idx" ON "audit_log" USING btree ("organization_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_org_action_created_idx" ON "audit_log" USING btree ("organization_id","action","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "budgets_centre_category_key" ON "budgets" USING btree ("cost_centre_id",coalesce("category_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE INDEX "budgets_org_idx" ON "budgets" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cost_centres_org_name_key" ON "cost_centres" USING btree ("organization_id",lower("name"));--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD CONSTRAINT "purchase_order_items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_cost_centre_id_cost_centres_id_fk" FOREIGN KEY ("cost_centre_id") REFERENCES "public"."cost_centres"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_budget_policy" CHECK ("budget_policy" IN ('escalate', 'block'));
--> statement-breakpoint
-- Lines ordered before categories were kept: the product's category now (the nearest we know).
UPDATE purchase_order_items i SET category_id = p.category_id FROM products p WHERE p.id = i.product_id;
--> statement-breakpoint
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Retention says so for its transaction; deleting an organization takes its log with it (cascade).
  IF TG_OP = 'DELETE' AND (coalesce(current_setting('abastece.audit_retention', true), '') = 'on'
      OR (OLD.organization_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM organizations WHERE id = OLD.organization_id))) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
