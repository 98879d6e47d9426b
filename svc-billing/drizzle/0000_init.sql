CREATE SCHEMA "billing";
--> statement-breakpoint
CREATE TABLE "billing"."customers" (
	"user_id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_customer_id_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
CREATE TABLE "billing"."invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"subscription_id" text,
	"tier_type" text,
	"number" text,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"amount_due_cents" integer NOT NULL,
	"amount_paid_cents" integer NOT NULL,
	"period_start" timestamp (3) with time zone,
	"period_end" timestamp (3) with time zone,
	"hosted_invoice_url" text,
	"invoice_pdf" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"observed_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing"."processed_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing"."sandbox_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" text NOT NULL,
	"tier_type" text,
	"trial_days" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing"."subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"tier_type" text NOT NULL,
	"status" text NOT NULL,
	"current_period_end" timestamp (3) with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"trial_end" timestamp (3) with time zone,
	"observed_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing"."tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tier_type" text NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"max_projects" integer,
	"features" jsonb NOT NULL,
	"stripe_price_id" text,
	"sort_order" integer NOT NULL,
	CONSTRAINT "tiers_tier_type_unique" UNIQUE("tier_type"),
	CONSTRAINT "tiers_stripe_price_id_unique" UNIQUE("stripe_price_id")
);
--> statement-breakpoint
CREATE INDEX "invoices_user_id_idx" ON "billing"."invoices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscriptions_user_id_idx" ON "billing"."subscriptions" USING btree ("user_id");