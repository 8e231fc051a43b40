ALTER TABLE "courses" ADD COLUMN "short_description_en" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "highlights_en" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "level_en" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "duration_text_en" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "meta_title_en" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "meta_description_en" text;--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "biography_en" text;