ALTER TABLE "uploads" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "duration_ms" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "variants" jsonb;