CREATE TABLE "auth"."digests" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"games" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digests_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "auth"."outbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "auth"."outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "auth"."users" ADD COLUMN "mail_token" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "auth"."digests" ADD CONSTRAINT "digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "auth"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_mail_token_key" ON "auth"."users" USING btree ("mail_token");