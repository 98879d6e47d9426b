ALTER TABLE "auth"."outbox" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth"."outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "auth"."outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "auth"."outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "auth"."outbox" USING btree ("next_attempt_at") WHERE "auth"."outbox"."sent_at" is null and "auth"."outbox"."attempts" < 8;