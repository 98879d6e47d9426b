ALTER TABLE "sports"."games" ADD COLUMN "away_lineup" text;--> statement-breakpoint
ALTER TABLE "sports"."games" ADD COLUMN "home_lineup" text;