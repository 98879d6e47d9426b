CREATE SCHEMA "sports";
--> statement-breakpoint
CREATE TABLE "sports"."games" (
	"id" text PRIMARY KEY NOT NULL,
	"season" integer NOT NULL,
	"date" date NOT NULL,
	"game_number" integer NOT NULL,
	"day_night" text,
	"start_time" timestamp (3) with time zone,
	"away" text NOT NULL,
	"home" text NOT NULL,
	"park" text NOT NULL,
	"away_starter" text,
	"home_starter" text,
	"away_starter_name" text,
	"home_starter_name" text,
	"status" text NOT NULL,
	"away_score" integer,
	"home_score" integer,
	"outs" integer,
	"winning_pitcher" text,
	"losing_pitcher" text,
	"result_known_on" date,
	"away_batting" text,
	"home_batting" text,
	"source" text NOT NULL,
	"mlb_game_pk" integer,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_mlb_game_pk_unique" UNIQUE("mlb_game_pk")
);
--> statement-breakpoint
CREATE TABLE "sports"."odds" (
	"game_id" text PRIMARY KEY NOT NULL,
	"home_moneyline" integer NOT NULL,
	"away_moneyline" integer NOT NULL,
	"total" real,
	"source" text NOT NULL,
	"recorded_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports"."predictions" (
	"game_id" text PRIMARY KEY NOT NULL,
	"model_version" text NOT NULL,
	"as_of" date NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"p_home" double precision NOT NULL,
	"inputs" json NOT NULL,
	"outputs" json NOT NULL,
	"recommendation" text NOT NULL,
	"scored_at" timestamp (3) with time zone,
	"actual_result" text,
	"correct" boolean,
	"brier" double precision
);
--> statement-breakpoint
CREATE TABLE "sports"."sync_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports"."team_trends" (
	"game_id" text NOT NULL,
	"team" text NOT NULL,
	"is_home" boolean NOT NULL,
	"positive" json NOT NULL,
	"negative" json NOT NULL,
	"trend_score" real NOT NULL,
	"momentum" real NOT NULL,
	"won" boolean,
	CONSTRAINT "team_trends_game_id_team_pk" PRIMARY KEY("game_id","team")
);
--> statement-breakpoint
CREATE TABLE "sports"."teams" (
	"code" text PRIMARY KEY NOT NULL,
	"mlb_id" integer NOT NULL,
	"abbreviation" text NOT NULL,
	"name" text NOT NULL,
	"nickname" text NOT NULL,
	"city" text NOT NULL,
	"league" text NOT NULL,
	"division" text NOT NULL,
	CONSTRAINT "teams_mlb_id_unique" UNIQUE("mlb_id")
);
--> statement-breakpoint
ALTER TABLE "sports"."odds" ADD CONSTRAINT "odds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "sports"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports"."predictions" ADD CONSTRAINT "predictions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "sports"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports"."team_trends" ADD CONSTRAINT "team_trends_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "sports"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_date_idx" ON "sports"."games" USING btree ("date");--> statement-breakpoint
CREATE INDEX "games_season_home_idx" ON "sports"."games" USING btree ("season","home");--> statement-breakpoint
CREATE INDEX "games_season_away_idx" ON "sports"."games" USING btree ("season","away");--> statement-breakpoint
CREATE INDEX "predictions_as_of_idx" ON "sports"."predictions" USING btree ("as_of");--> statement-breakpoint
CREATE INDEX "predictions_unscored_idx" ON "sports"."predictions" USING btree ("game_id") WHERE "sports"."predictions"."scored_at" IS NULL;--> statement-breakpoint
CREATE INDEX "team_trends_unscored_idx" ON "sports"."team_trends" USING btree ("game_id") WHERE "sports"."team_trends"."won" IS NULL;