CREATE TABLE "quote_comparison_answers" (
	"quote_supplier_id" uuid PRIMARY KEY NOT NULL,
	"quote_id" uuid NOT NULL,
	"answer_id" uuid NOT NULL,
	"offers" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_comparison_answers" ADD CONSTRAINT "quote_comparison_answers_quote_supplier_id_quote_suppliers_id_fk" FOREIGN KEY ("quote_supplier_id") REFERENCES "public"."quote_suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_comparison_answers" ADD CONSTRAINT "quote_comparison_answers_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_comparison_answers" ADD CONSTRAINT "quote_comparison_answers_answer_id_quote_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."quote_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_comparison_answers_quote_idx" ON "quote_comparison_answers" USING btree ("quote_id");--> statement-breakpoint
-- Backfill: every answering supplier's latest version, as functions/quotes/comparison-offers.ts computes
-- it (column by column in the cotação's line order, each offer's line as its index in that order; covers
-- the line = a price and enough quantity), so cotações answered before this migration compare from the
-- table too.
INSERT INTO "quote_comparison_answers" ("quote_supplier_id", "quote_id", "answer_id", "offers")
SELECT qs."id", qs."quote_id", a."id", coalesce((
  SELECT jsonb_build_object(
      'line', jsonb_agg(o."idx" ORDER BY o."idx"),
      'unitPrice', jsonb_agg(o."unit_price"::text ORDER BY o."idx"),
      'availableQuantity', jsonb_agg(o."available_quantity" ORDER BY o."idx"),
      'note', jsonb_agg(o."note" ORDER BY o."idx"),
      'coversLine', jsonb_agg(o."unit_price" IS NOT NULL AND (o."available_quantity" IS NULL OR o."available_quantity" >= o."quantity") ORDER BY o."idx"))
  FROM (
    SELECT al."unit_price", al."available_quantity", al."note", l."quantity", l."idx"
    FROM "quote_answer_lines" al
    JOIN (SELECT "id", "quantity", row_number() OVER (ORDER BY "position") - 1 AS "idx"
          FROM "quote_lines" WHERE "quote_id" = qs."quote_id") l ON l."id" = al."line_id"
    WHERE al."answer_id" = a."id") o
  HAVING count(*) > 0),
  '{"line": [], "unitPrice": [], "availableQuantity": [], "note": [], "coversLine": []}'::jsonb)
FROM "quote_suppliers" qs
JOIN "quote_answers" a ON a."quote_supplier_id" = qs."id" AND a."version" = qs."answer_count"
WHERE qs."answer_count" > 0;
