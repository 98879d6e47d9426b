ALTER TABLE "sports"."price_history" ALTER COLUMN "home_moneyline" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sports"."price_history" ALTER COLUMN "away_moneyline" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sports"."price_history" ADD COLUMN "spread" real;--> statement-breakpoint
ALTER TABLE "sports"."price_history" ADD COLUMN "spread_home_price" integer;--> statement-breakpoint
ALTER TABLE "sports"."price_history" ADD COLUMN "spread_away_price" integer;--> statement-breakpoint
ALTER TABLE "sports"."price_history" ADD COLUMN "total" real;--> statement-breakpoint
ALTER TABLE "sports"."price_history" ADD COLUMN "over_price" integer;--> statement-breakpoint
ALTER TABLE "sports"."price_history" ADD COLUMN "under_price" integer;--> statement-breakpoint
ALTER TABLE "sports"."price_history" ADD CONSTRAINT "price_history_markets_check" CHECK (("sports"."price_history"."home_moneyline" IS NULL) = ("sports"."price_history"."away_moneyline" IS NULL)
        AND ("sports"."price_history"."spread" IS NULL) = ("sports"."price_history"."spread_home_price" IS NULL) AND ("sports"."price_history"."spread" IS NULL) = ("sports"."price_history"."spread_away_price" IS NULL)
        AND ("sports"."price_history"."total" IS NULL) = ("sports"."price_history"."over_price" IS NULL) AND ("sports"."price_history"."total" IS NULL) = ("sports"."price_history"."under_price" IS NULL)
        AND ("sports"."price_history"."home_moneyline" IS NOT NULL OR "sports"."price_history"."spread" IS NOT NULL OR "sports"."price_history"."total" IS NOT NULL));