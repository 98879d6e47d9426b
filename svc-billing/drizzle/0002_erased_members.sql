CREATE TABLE "billing"."erased_members" (
	"user_id" text PRIMARY KEY NOT NULL,
	"erased_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
