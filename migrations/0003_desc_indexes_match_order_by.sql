DROP INDEX "products_supplier_created_idx";--> statement-breakpoint
DROP INDEX "leads_org_created_idx";--> statement-breakpoint
DROP INDEX "submissions_org_created_idx";--> statement-breakpoint
DROP INDEX "submissions_lead_created_idx";--> statement-breakpoint
DROP INDEX "sessions_user_created_idx";--> statement-breakpoint
DROP INDEX "users_created_at_idx";--> statement-breakpoint
DROP INDEX "webhook_deliveries_webhook_created_idx";--> statement-breakpoint
DROP INDEX "webhooks_org_created_idx";--> statement-breakpoint
DROP INDEX "invitations_org_created_idx";--> statement-breakpoint
DROP INDEX "organization_api_keys_org_created_idx";--> statement-breakpoint
DROP INDEX "purchase_orders_org_created_idx";--> statement-breakpoint
DROP INDEX "purchase_orders_org_status_created_idx";--> statement-breakpoint
DROP INDEX "purchase_orders_client_created_idx";--> statement-breakpoint
DROP INDEX "usage_logs_key_created_idx";--> statement-breakpoint
DROP INDEX "usage_logs_supplier_created_idx";--> statement-breakpoint
DROP INDEX "supplier_api_keys_created_idx";--> statement-breakpoint
DROP INDEX "supplier_api_keys_supplier_created_idx";--> statement-breakpoint
CREATE INDEX "products_supplier_created_idx" ON "products" USING btree ("supplier_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_org_created_idx" ON "leads" USING btree ("organization_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "submissions_org_created_idx" ON "submissions" USING btree ("organization_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "submissions_lead_created_idx" ON "submissions" USING btree ("lead_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sessions_user_created_idx" ON "sessions" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "webhook_deliveries_webhook_created_idx" ON "webhook_deliveries" USING btree ("webhook_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "webhooks_org_created_idx" ON "webhooks" USING btree ("organization_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invitations_org_created_idx" ON "invitations" USING btree ("organization_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "organization_api_keys_org_created_idx" ON "organization_api_keys" USING btree ("organization_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "purchase_orders_org_created_idx" ON "purchase_orders" USING btree ("organization_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "purchase_orders_org_status_created_idx" ON "purchase_orders" USING btree ("organization_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "purchase_orders_client_created_idx" ON "purchase_orders" USING btree ("client_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "usage_logs_key_created_idx" ON "supplier_api_key_usage_logs" USING btree ("api_key_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "usage_logs_supplier_created_idx" ON "supplier_api_key_usage_logs" USING btree ("supplier_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "supplier_api_keys_created_idx" ON "supplier_api_keys" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "supplier_api_keys_supplier_created_idx" ON "supplier_api_keys" USING btree ("supplier_id","created_at" DESC NULLS FIRST);