CREATE TABLE "sports"."watchlists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"definition" jsonb NOT NULL,
	"alerts" boolean DEFAULT false NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "watchlists_user_idx" ON "sports"."watchlists" USING btree ("user_id","created_at");