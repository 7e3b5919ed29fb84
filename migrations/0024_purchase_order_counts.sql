CREATE TABLE "purchase_order_counts" (
	"organization_id" uuid NOT NULL,
	"status" "purchase_order_status" NOT NULL,
	"orders" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "purchase_order_counts_org_status_idx" ON "purchase_order_counts" USING btree ("organization_id","status");--> statement-breakpoint
-- One row per (organization, status) a statement changed: its new rows counted in, its old rows counted
-- out. An update that moves no order between statuses (totals, notes, dates) nets to zero and appends
-- nothing. Rows are only appended: no writer ever waits for another's count.
CREATE FUNCTION purchase_orders_count() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT organization_id, status, 1 AS n FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT organization_id, status, -1 AS n FROM old_rows'
    ELSE 'SELECT organization_id, status, 1 AS n FROM new_rows
      UNION ALL SELECT organization_id, status, -1 FROM old_rows'
  END;
BEGIN
  EXECUTE format($q$
    INSERT INTO purchase_order_counts (organization_id, status, orders)
    SELECT organization_id, status, sum(n)
    FROM (%s) changes
    GROUP BY organization_id, status
    HAVING sum(n) <> 0
  $q$, changes);
  RETURN NULL;
END
$fn$;--> statement-breakpoint
CREATE TRIGGER purchase_orders_count_insert AFTER INSERT ON purchase_orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION purchase_orders_count();--> statement-breakpoint
CREATE TRIGGER purchase_orders_count_update AFTER UPDATE ON purchase_orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION purchase_orders_count();--> statement-breakpoint
CREATE TRIGGER purchase_orders_count_delete AFTER DELETE ON purchase_orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION purchase_orders_count();--> statement-breakpoint
-- Orders from before the counts, counted after the triggers exist: creating them locked out writers
-- until this migration commits, so no order is counted twice or missed.
INSERT INTO purchase_order_counts (organization_id, status, orders)
SELECT organization_id, status, count(*) FROM purchase_orders GROUP BY 1, 2;
