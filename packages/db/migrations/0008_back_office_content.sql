CREATE TABLE "custom_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"body" text DEFAULT '' NOT NULL,
	"body_en" text,
	"meta_title" text,
	"meta_description" text,
	"share_image_url" text,
	"is_published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"label_en" text,
	"target" text NOT NULL,
	"page_id" integer,
	"category_id" integer,
	"url" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "storage_quota_bytes" bigint;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "ga4_measurement_id" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "short_description_en" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "highlights_en" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "level_en" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "duration_text_en" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "meta_title_en" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "meta_description_en" text;--> statement-breakpoint
ALTER TABLE "lectures" ADD COLUMN "subtitle_vtt" text;--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "biography_en" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "duration_ms" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "variants" jsonb;--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD COLUMN "score" integer;--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD COLUMN "passed" boolean;--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD COLUMN "feedback" text;--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD COLUMN "graded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD COLUMN "graded_by" integer;--> statement-breakpoint
ALTER TABLE "homeworks" ADD COLUMN "accepted_types" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_page_id_custom_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."custom_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_pages_slug" ON "custom_pages" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD CONSTRAINT "homework_submissions_graded_by_users_id_fk" FOREIGN KEY ("graded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;