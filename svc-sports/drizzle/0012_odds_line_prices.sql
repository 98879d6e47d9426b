ALTER TABLE "sports"."odds" ADD COLUMN "run_line" real;--> statement-breakpoint
ALTER TABLE "sports"."odds" ADD COLUMN "run_line_home_price" integer;--> statement-breakpoint
ALTER TABLE "sports"."odds" ADD COLUMN "run_line_away_price" integer;--> statement-breakpoint
ALTER TABLE "sports"."odds" ADD COLUMN "over_price" integer;--> statement-breakpoint
ALTER TABLE "sports"."odds" ADD COLUMN "under_price" integer;