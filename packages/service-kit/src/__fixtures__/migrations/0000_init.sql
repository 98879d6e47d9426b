CREATE SCHEMA "kit";
--> statement-breakpoint
CREATE TABLE "kit"."notes" ("id" serial PRIMARY KEY NOT NULL, "body" text NOT NULL);
