ALTER TABLE "sports"."teams" ADD COLUMN "sport" text DEFAULT 'mlb' NOT NULL;--> statement-breakpoint
ALTER TABLE "sports"."teams" DROP CONSTRAINT "teams_pkey";--> statement-breakpoint
ALTER TABLE "sports"."teams" ALTER COLUMN "mlb_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sports"."teams" ADD CONSTRAINT "teams_sport_code_pk" PRIMARY KEY("sport","code");--> statement-breakpoint
ALTER TABLE "sports"."games" ADD COLUMN "sport" text DEFAULT 'mlb' NOT NULL;--> statement-breakpoint
ALTER TABLE "sports"."games" ADD COLUMN "details" jsonb;--> statement-breakpoint
CREATE INDEX "games_sport_date_idx" ON "sports"."games" USING btree ("sport","date");
