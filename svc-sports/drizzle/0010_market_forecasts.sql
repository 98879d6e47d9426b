CREATE TABLE "sports"."market_forecasts" (
	"game_id" text PRIMARY KEY NOT NULL,
	"expected_margin" double precision NOT NULL,
	"expected_total" double precision NOT NULL,
	"spread_line" real,
	"spread_home_price" integer,
	"spread_away_price" integer,
	"p_home_cover" double precision,
	"p_away_cover" double precision,
	"p_spread_push" double precision,
	"total_line" real,
	"over_price" integer,
	"under_price" integer,
	"p_over" double precision,
	"p_under" double precision,
	"p_total_push" double precision,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sports"."market_forecasts" ADD CONSTRAINT "market_forecasts_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "sports"."games"("id") ON DELETE no action ON UPDATE no action;