CREATE TABLE "sports"."price_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sports"."price_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"game_id" text NOT NULL,
	"source" text NOT NULL,
	"book" text NOT NULL,
	"kind" text NOT NULL,
	"seen_at" timestamp (3) with time zone,
	"book_updated_at" timestamp (3) with time zone,
	"home_moneyline" integer NOT NULL,
	"away_moneyline" integer NOT NULL,
	CONSTRAINT "price_history_kind_check" CHECK ("sports"."price_history"."kind" IN ('open', 'close', 'poll'))
);
--> statement-breakpoint
ALTER TABLE "sports"."price_history" ADD CONSTRAINT "price_history_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "sports"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_history_game_idx" ON "sports"."price_history" USING btree ("game_id","book","seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "price_history_archive_idx" ON "sports"."price_history" USING btree ("game_id","source","book","kind") WHERE "sports"."price_history"."seen_at" IS NULL;