CREATE TABLE "sports"."player_seasons" (
	"season" integer NOT NULL,
	"player_id" text NOT NULL,
	"role" text NOT NULL,
	"hand" text NOT NULL,
	"vs_left" json NOT NULL,
	"vs_right" json NOT NULL,
	CONSTRAINT "player_seasons_season_player_id_role_pk" PRIMARY KEY("season","player_id","role")
);
