CREATE TABLE "bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"account_name" text NOT NULL,
	"bank" text NOT NULL,
	"bank_name" text NOT NULL,
	"branch" text,
	"prompt_pay_image" text,
	"promptpay_id" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"link_path" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"courses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment_method" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"coupon_type" text NOT NULL,
	"number_of_course" integer DEFAULT 1 NOT NULL,
	"discount_type" text NOT NULL,
	"discount_amont" integer NOT NULL,
	"discount_amount_usd" integer,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_access" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"pricing_plan_id" integer,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "course_teachers" (
	"course_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "course_teachers_course_id_teacher_id_pk" PRIMARY KEY("course_id","teacher_id")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"slug" text NOT NULL,
	"category_id" integer,
	"short_description" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"highlights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"level" text,
	"duration_text" text,
	"course_type" text DEFAULT 'online' NOT NULL,
	"picture_url" text,
	"video_url" text,
	"start_reg_date" timestamp with time zone,
	"end_reg_date" timestamp with time zone,
	"seat" integer,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"course_for_user_group" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"free_book" smallint DEFAULT 0 NOT NULL,
	"free_book_type" text,
	"layout" text,
	"is_layout_course_registration" smallint DEFAULT 0 NOT NULL,
	"end_publish" timestamp with time zone,
	"course_language" text DEFAULT 'th' NOT NULL,
	"custom_text_language_key" text,
	"is_recertification_course" smallint DEFAULT 0 NOT NULL,
	"is_bestseller" smallint DEFAULT 0 NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"meta_keywords" text,
	"meta_robots" text,
	"og_image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_label" text NOT NULL,
	"label" text NOT NULL,
	"order_label" integer DEFAULT 0 NOT NULL,
	"required" smallint DEFAULT 0 NOT NULL,
	"item_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lectures" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"name" text NOT NULL,
	"content_type" text DEFAULT 'video' NOT NULL,
	"video_url" text,
	"subtitle_url" text,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"is_preview" smallint DEFAULT 0 NOT NULL,
	"quiz_id" integer,
	"homework_id" integer,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"payment_type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"application_id_1" text,
	"secret_key" text,
	"name_web" text,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pricing_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"course_id" integer NOT NULL,
	"plan_type" text NOT NULL,
	"term" integer,
	"term_unit" text,
	"term_2" integer,
	"term_unit_2" text,
	"price" integer,
	"price_usd" integer,
	"pricing_type" text DEFAULT 'default' NOT NULL,
	"status_show" smallint DEFAULT 1 NOT NULL,
	"is_default" smallint DEFAULT 0 NOT NULL,
	"free_for" text,
	"free_course_ids" text,
	"need_approval" smallint DEFAULT 0 NOT NULL,
	"buy_course_free" smallint DEFAULT 0 NOT NULL,
	"reference_code" text,
	"reference_id" integer,
	"is_for_member" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"slug" text NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"picture_url" text,
	"video_url" text,
	"image_detail" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" integer NOT NULL,
	"price_usd" integer,
	"full_price" integer,
	"available_qty" integer DEFAULT 0 NOT NULL,
	"sku" text,
	"weight_grams" integer,
	"is_published" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"meta_keywords" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"description" text DEFAULT '' NOT NULL,
	"picture_url" text,
	"courses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"number_of_course" integer DEFAULT 1 NOT NULL,
	"promotion_type" text NOT NULL,
	"discount_type" text NOT NULL,
	"discount_amont" integer NOT NULL,
	"discount_amount_usd" integer,
	"description_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"price_usd" integer,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"description" text DEFAULT '' NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"robots" text DEFAULT 'index,follow' NOT NULL,
	"logo_url" text,
	"favicon_url" text,
	"og_image_url" text,
	"course_layout" text DEFAULT 'default' NOT NULL,
	"course_teacher" smallint DEFAULT 1 NOT NULL,
	"course_group" smallint DEFAULT 1 NOT NULL,
	"course_bestseller" smallint DEFAULT 1 NOT NULL,
	"auto_cancel" integer DEFAULT 48 NOT NULL,
	"is_thank_you_page" smallint DEFAULT 1 NOT NULL,
	"default_currency" text DEFAULT 'THB' NOT NULL,
	"vat_rate_bp" integer DEFAULT 700 NOT NULL,
	"vat_included" smallint DEFAULT 1 NOT NULL,
	"coupon_one_per_order" smallint DEFAULT 1 NOT NULL,
	"coupon_promotion_exclusive" smallint DEFAULT 1 NOT NULL,
	"require_slip" smallint DEFAULT 1 NOT NULL,
	"tax_company_certificate_required" smallint DEFAULT 0 NOT NULL,
	"course_access_rights" smallint DEFAULT 0 NOT NULL,
	"user_group_enabled" smallint DEFAULT 0 NOT NULL,
	"contact_fields" jsonb NOT NULL,
	"user_limit" integer,
	"daily_user_limit" integer,
	"whitelist_mode" smallint DEFAULT 0 NOT NULL,
	"is_enable_howtobuy" smallint DEFAULT 1 NOT NULL,
	"howtobuy_description" text DEFAULT '' NOT NULL,
	"contact_email" text,
	"contact_tel" text,
	"address" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teachers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"name_en" text,
	"title" text DEFAULT '' NOT NULL,
	"biography" text DEFAULT '' NOT NULL,
	"picture_url" text
);
--> statement-breakpoint
CREATE TABLE "text_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"lang" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_group_members" (
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	CONSTRAINT "user_group_members_user_id_group_id_pk" PRIMARY KEY("user_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "user_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_default" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"role" text DEFAULT 'student' NOT NULL,
	"role_id" integer DEFAULT 3 NOT NULL,
	"firstname" text DEFAULT '' NOT NULL,
	"lastname" text DEFAULT '' NOT NULL,
	"firstname_eng" text,
	"lastname_eng" text,
	"nickname" text,
	"tel" text,
	"address" text,
	"display_img_url" text,
	"biography" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_access" ADD CONSTRAINT "course_access_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_access" ADD CONSTRAINT "course_access_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_access" ADD CONSTRAINT "course_access_pricing_plan_id_pricing_plans_id_fk" FOREIGN KEY ("pricing_plan_id") REFERENCES "public"."pricing_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_teachers" ADD CONSTRAINT "course_teachers_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_teachers" ADD CONSTRAINT "course_teachers_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lectures" ADD CONSTRAINT "lectures_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lectures" ADD CONSTRAINT "lectures_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_plans" ADD CONSTRAINT "pricing_plans_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_fees" ADD CONSTRAINT "shipping_fees_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teachers" ADD CONSTRAINT "teachers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_group_members" ADD CONSTRAINT "user_group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_group_members" ADD CONSTRAINT "user_group_members_group_id_user_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."user_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_link_path" ON "categories" USING btree ("link_path");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_upper" ON "coupons" USING btree (upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "course_access_user_course" ON "course_access" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "courses_category" ON "courses" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "courses_sort" ON "courses" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "lectures_course" ON "lectures" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "lectures_section" ON "lectures" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "pricing_plans_course" ON "pricing_plans" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "products_sort" ON "products" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "sections_course" ON "sections" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "text_overrides_lang_key" ON "text_overrides" USING btree ("lang","key");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower" ON "users" USING btree (lower("email"));