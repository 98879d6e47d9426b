CREATE TABLE "auth"."push_alerts" (
	"subscription_id" uuid NOT NULL,
	"league" text NOT NULL,
	"game_id" text NOT NULL,
	"showing" date NOT NULL,
	"payload" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	CONSTRAINT "push_alerts_subscription_id_league_game_id_showing_pk" PRIMARY KEY("subscription_id","league","game_id","showing")
);
--> statement-breakpoint
CREATE TABLE "auth"."push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_success_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "auth"."push_alerts" ADD CONSTRAINT "push_alerts_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "auth"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth"."push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "auth"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_alerts_due_idx" ON "auth"."push_alerts" USING btree ("next_attempt_at") WHERE "auth"."push_alerts"."sent_at" is null and "auth"."push_alerts"."attempts" < 5;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "auth"."push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "auth"."push_subscriptions" USING btree ("user_id");