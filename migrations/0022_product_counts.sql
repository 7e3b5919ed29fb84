CREATE TABLE "product_counts" (
	"supplier_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"is_active" boolean NOT NULL,
	"in_stock" boolean NOT NULL,
	"products" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_counts_supplier_id_category_id_is_active_in_stock_pk" PRIMARY KEY("supplier_id","category_id","is_active","in_stock")
);
--> statement-breakpoint
-- One statement per changing statement (transition tables): its new rows counted in, its old rows
-- counted out, per (supplier, category, active, in stock). A change these do not count (price, name,
-- stock kept) nets to zero and touches nothing, so price updates never wait on a count row; counts
-- that do change are upserted in key order, so two writers lock them in the same order.
CREATE FUNCTION products_count() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT supplier_id, category_id, is_active, in_stock, 1 AS n FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT supplier_id, category_id, is_active, in_stock, -1 AS n FROM old_rows'
    ELSE 'SELECT supplier_id, category_id, is_active, in_stock, 1 AS n FROM new_rows
      UNION ALL SELECT supplier_id, category_id, is_active, in_stock, -1 FROM old_rows'
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
$fn$;--> statement-breakpoint
-- Products from before the counts.
INSERT INTO product_counts (supplier_id, category_id, is_active, in_stock, products)
SELECT supplier_id, category_id, is_active, in_stock, count(*) FROM products GROUP BY 1, 2, 3, 4;--> statement-breakpoint
CREATE TRIGGER products_count_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_count();--> statement-breakpoint
CREATE TRIGGER products_count_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_count();--> statement-breakpoint
CREATE TRIGGER products_count_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION products_count();
