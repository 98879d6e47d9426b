CREATE TABLE "sports"."bets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"league" text NOT NULL,
	"game_id" text NOT NULL,
	"market" text NOT NULL,
	"side" text NOT NULL,
	"price" integer NOT NULL,
	"stake" double precision NOT NULL,
	"line" double precision,
	"book" text,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"profit" double precision,
	"model_probability" double precision,
	"closing_price" integer,
	"clv" double precision,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp (3) with time zone,
	CONSTRAINT "bets_status_check" CHECK ("sports"."bets"."status" IN ('open', 'won', 'lost', 'push', 'void'))
);
--> statement-breakpoint
CREATE INDEX "bets_user_idx" ON "sports"."bets" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bets_game_status_idx" ON "sports"."bets" USING btree ("league","game_id","status");