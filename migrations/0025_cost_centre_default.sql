ALTER TABLE "cost_centres" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "cost_centres_one_default_key" ON "cost_centres" USING btree ("organization_id") WHERE "cost_centres"."is_default";--> statement-breakpoint
-- Organizations that already have cost centres: the oldest becomes the default, and every member
-- without a default centre gets it (budgets are no longer skipped by people nobody assigned).
UPDATE "cost_centres" c SET "is_default" = true
WHERE c."id" = (SELECT o."id" FROM "cost_centres" o WHERE o."organization_id" = c."organization_id" ORDER BY o."created_at", o."id" LIMIT 1);--> statement-breakpoint
INSERT INTO "member_cost_centres" ("member_id", "cost_centre_id")
SELECT m."id", c."id" FROM "members" m JOIN "cost_centres" c ON c."organization_id" = m."organization_id" AND c."is_default"
ON CONFLICT ("member_id") DO NOTHING;
