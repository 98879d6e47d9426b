CREATE TABLE "billing"."tier_changes" (
	"user_id" text PRIMARY KEY NOT NULL,
	"changed_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "tier_changes_changed_at_idx" ON "billing"."tier_changes" USING btree ("changed_at");