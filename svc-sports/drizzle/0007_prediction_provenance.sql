ALTER TABLE "sports"."predictions" ADD COLUMN "provenance" text DEFAULT 'reconstructed' NOT NULL;--> statement-breakpoint
ALTER TABLE "sports"."predictions" ADD COLUMN "clock" text;--> statement-breakpoint
ALTER TABLE "sports"."predictions" ADD COLUMN "written_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "sports"."predictions" ADD COLUMN "start_against" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "sports"."predictions" ADD CONSTRAINT "predictions_provenance_check" CHECK ("sports"."predictions"."provenance" IN ('recorded', 'reconstructed'));--> statement-breakpoint
ALTER TABLE "sports"."predictions" ADD CONSTRAINT "predictions_recorded_before_start" CHECK ("sports"."predictions"."provenance" <> 'recorded' OR ("sports"."predictions"."written_at" IS NOT NULL AND "sports"."predictions"."written_at" < "sports"."predictions"."start_against"));