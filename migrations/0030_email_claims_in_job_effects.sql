-- E-mails claim their send in job_effects ('email:<job id>') like every other effect: the claims
-- made so far move there first, so an e-mail sent or in flight before this migration is not sent again.
INSERT INTO "job_effects" ("key", "status", "claimed_at", "done_at")
SELECT 'email:' || "id", CASE "status" WHEN 'sent' THEN 'done' ELSE 'running' END, "claimed_at", "sent_at"
FROM "email_deliveries"
ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
DROP TABLE "email_deliveries" CASCADE;
