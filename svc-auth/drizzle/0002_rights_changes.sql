CREATE TABLE "auth"."rights_changes" (
	"user_id" text PRIMARY KEY NOT NULL,
	"changed_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth"."users" ADD COLUMN "tier_checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "rights_changes_changed_at_idx" ON "auth"."rights_changes" USING btree ("changed_at");