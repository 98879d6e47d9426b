CREATE TABLE "sports"."ledger_anchors" (
	"league" text NOT NULL,
	"date" date NOT NULL,
	"calendar" text NOT NULL,
	"receipt" text NOT NULL,
	"submitted_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_anchors_league_date_calendar_pk" PRIMARY KEY("league","date","calendar")
);
--> statement-breakpoint
CREATE TABLE "sports"."ledger_days" (
	"league" text NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"committed_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"clock" text NOT NULL,
	"clock_time" timestamp (3) with time zone NOT NULL,
	"first_start" timestamp (3) with time zone NOT NULL,
	"previous_date" date,
	"previous_root" text NOT NULL,
	"merkle_root" text NOT NULL,
	"root" text NOT NULL,
	CONSTRAINT "ledger_days_league_date_pk" PRIMARY KEY("league","date")
);
--> statement-breakpoint
CREATE TABLE "sports"."ledger_leaves" (
	"game_id" text PRIMARY KEY NOT NULL,
	"league" text NOT NULL,
	"date" date NOT NULL,
	"position" integer NOT NULL,
	"leaf_hash" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_days_previous_root_idx" ON "sports"."ledger_days" USING btree ("league","previous_root");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_leaves_day_idx" ON "sports"."ledger_leaves" USING btree ("league","date","position");