-- Orders placed before numbers existed get them in the order they were placed, per organization;
-- each organization's sequence continues after its last number.
WITH numbered AS (
  SELECT id, 1000 + row_number() OVER (PARTITION BY organization_id ORDER BY created_at, id) AS n
  FROM purchase_orders
  WHERE number IS NULL
)
UPDATE purchase_orders p SET number = numbered.n FROM numbered WHERE p.id = numbered.id;
--> statement-breakpoint
UPDATE organizations o
SET order_sequence = GREATEST(o.order_sequence, (SELECT coalesce(max(number), 1000) FROM purchase_orders WHERE organization_id = o.id));
