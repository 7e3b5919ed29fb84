CREATE TABLE "supplier_scorecard_days" (
	"supplier_id" uuid NOT NULL,
	"day" date NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"units_ordered" integer DEFAULT 0 NOT NULL,
	"units_received_ok" integer DEFAULT 0 NOT NULL,
	"promised_received" integer DEFAULT 0 NOT NULL,
	"on_time" integer DEFAULT 0 NOT NULL,
	"lines_answered" integer DEFAULT 0 NOT NULL,
	"lines_refused" integer DEFAULT 0 NOT NULL,
	"received" integer DEFAULT 0 NOT NULL,
	"with_incidents" integer DEFAULT 0 NOT NULL,
	"credit_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "supplier_scorecard_days_supplier_id_day_pk" PRIMARY KEY("supplier_id","day")
);
--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "reopen_note" text;--> statement-breakpoint
ALTER TABLE "supplier_scorecard_days" ADD CONSTRAINT "supplier_scorecard_days_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_orders_supplier_answered_idx" ON "supplier_orders" USING btree ("supplier_id","sent_at","acknowledged_at") WHERE "supplier_orders"."acknowledged_at" is not null;--> statement-breakpoint
CREATE INDEX "supplier_orders_supplier_open_promise_idx" ON "supplier_orders" USING btree ("supplier_id","sent_at","promised_date") WHERE "supplier_orders"."promised_date" is not null and "supplier_orders"."received_at" is null;--> statement-breakpoint
-- What one supplier order adds to its supplier's scorecard (sign 1) or takes back (sign -1), on the
-- day it was sent (São Paulo): the one definition the daily rollup and the live (one buyer's)
-- scorecard both sum. No row when unsent.
CREATE FUNCTION scorecard_contribution(o supplier_orders, sign integer)
RETURNS TABLE (day date, orders integer, units_ordered integer, units_received_ok integer, promised_received integer,
  on_time integer, lines_answered integer, lines_refused integer, received integer, with_incidents integer,
  credit_amount numeric)
LANGUAGE sql STABLE AS $$
  SELECT (o.sent_at AT TIME ZONE 'America/Sao_Paulo')::date,
    sign,
    sign * CASE WHEN o.status IN ('DELIVERED', 'COMPLETED', 'REFUSED') THEN o.units_ordered ELSE 0 END,
    sign * CASE WHEN o.status IN ('DELIVERED', 'COMPLETED', 'REFUSED') THEN o.units_received_ok ELSE 0 END,
    sign * (o.promised_date IS NOT NULL AND o.received_at IS NOT NULL)::int,
    sign * coalesce((o.received_at AT TIME ZONE 'America/Sao_Paulo')::date <= o.promised_date, false)::int,
    sign * o.lines_answered,
    sign * o.lines_refused,
    sign * (o.received_at IS NOT NULL OR o.incident_count > 0)::int,
    sign * (o.incident_count > 0)::int,
    sign * o.credit_amount
  WHERE o.sent_at IS NOT NULL
$$;--> statement-breakpoint
-- One statement per changing statement (transition tables): the rows' new contributions minus their
-- old ones, per supplier and day. Additions commute, so concurrent changes of orders sent the same day
-- add up under the day row's lock (taken in key order); a change the scorecard does not count (read,
-- notes, timestamps) nets to zero and touches nothing.
CREATE FUNCTION supplier_orders_scorecard() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT n.supplier_id, c.* FROM new_rows n, scorecard_contribution(n, 1) c'
    WHEN 'DELETE' THEN 'SELECT o.supplier_id, c.* FROM old_rows o, scorecard_contribution(o, -1) c'
    ELSE 'SELECT n.supplier_id, c.* FROM new_rows n, scorecard_contribution(n, 1) c
      UNION ALL SELECT o.supplier_id, c.* FROM old_rows o, scorecard_contribution(o, -1) c'
  END;
BEGIN
  EXECUTE format($q$
    INSERT INTO supplier_scorecard_days AS d (supplier_id, day, orders, units_ordered, units_received_ok,
      promised_received, on_time, lines_answered, lines_refused, received, with_incidents, credit_amount)
    SELECT supplier_id, day, sum(orders), sum(units_ordered), sum(units_received_ok), sum(promised_received),
      sum(on_time), sum(lines_answered), sum(lines_refused), sum(received), sum(with_incidents), sum(credit_amount)
    FROM (%s) changes
    GROUP BY supplier_id, day
    HAVING (sum(orders), sum(units_ordered), sum(units_received_ok), sum(promised_received), sum(on_time),
      sum(lines_answered), sum(lines_refused), sum(received), sum(with_incidents), sum(credit_amount))
      IS DISTINCT FROM (0::bigint, 0::bigint, 0::bigint, 0::bigint, 0::bigint, 0::bigint, 0::bigint, 0::bigint,
        0::bigint, 0::numeric)
    ORDER BY supplier_id, day
    ON CONFLICT (supplier_id, day) DO UPDATE SET
      orders = d.orders + excluded.orders,
      units_ordered = d.units_ordered + excluded.units_ordered,
      units_received_ok = d.units_received_ok + excluded.units_received_ok,
      promised_received = d.promised_received + excluded.promised_received,
      on_time = d.on_time + excluded.on_time,
      lines_answered = d.lines_answered + excluded.lines_answered,
      lines_refused = d.lines_refused + excluded.lines_refused,
      received = d.received + excluded.received,
      with_incidents = d.with_incidents + excluded.with_incidents,
      credit_amount = d.credit_amount + excluded.credit_amount
  $q$, changes);
  RETURN NULL;
END
$fn$;--> statement-breakpoint
-- Orders from before the rollup.
INSERT INTO supplier_scorecard_days (supplier_id, day, orders, units_ordered, units_received_ok, promised_received,
  on_time, lines_answered, lines_refused, received, with_incidents, credit_amount)
SELECT o.supplier_id, c.day, sum(c.orders), sum(c.units_ordered), sum(c.units_received_ok), sum(c.promised_received),
  sum(c.on_time), sum(c.lines_answered), sum(c.lines_refused), sum(c.received), sum(c.with_incidents), sum(c.credit_amount)
FROM supplier_orders o CROSS JOIN LATERAL scorecard_contribution(o, 1) c
GROUP BY o.supplier_id, c.day;--> statement-breakpoint
CREATE TRIGGER supplier_orders_scorecard_insert AFTER INSERT ON supplier_orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION supplier_orders_scorecard();--> statement-breakpoint
CREATE TRIGGER supplier_orders_scorecard_update AFTER UPDATE ON supplier_orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION supplier_orders_scorecard();--> statement-breakpoint
CREATE TRIGGER supplier_orders_scorecard_delete AFTER DELETE ON supplier_orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION supplier_orders_scorecard();
