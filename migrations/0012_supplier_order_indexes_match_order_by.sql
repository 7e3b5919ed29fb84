DROP INDEX "notifications_user_created_idx";--> statement-breakpoint
DROP INDEX "supplier_orders_supplier_updated_idx";--> statement-breakpoint
DROP INDEX "supplier_orders_supplier_status_updated_idx";--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "supplier_orders_supplier_updated_idx" ON "supplier_orders" USING btree ("supplier_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "supplier_orders_supplier_status_updated_idx" ON "supplier_orders" USING btree ("supplier_id","status","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);