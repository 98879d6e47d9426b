ALTER TABLE "sports"."market_forecasts" ADD COLUMN "spread_blend" json;--> statement-breakpoint
ALTER TABLE "sports"."market_forecasts" ADD COLUMN "total_blend" json;