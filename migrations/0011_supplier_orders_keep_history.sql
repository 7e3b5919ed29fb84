ALTER TABLE "supplier_orders" DROP CONSTRAINT "supplier_orders_supplier_id_suppliers_id_fk";
--> statement-breakpoint
ALTER TABLE "supplier_orders" ADD CONSTRAINT "supplier_orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;