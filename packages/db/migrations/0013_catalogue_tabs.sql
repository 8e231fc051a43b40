CREATE TABLE "catalogue_tabs" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer,
	"product_id" integer,
	"title" text NOT NULL,
	"title_en" text,
	"body" text DEFAULT '' NOT NULL,
	"body_en" text,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_tabs_one_owner" CHECK (("catalogue_tabs"."course_id" IS NULL) <> ("catalogue_tabs"."product_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "catalogue_tabs" ADD CONSTRAINT "catalogue_tabs_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_tabs" ADD CONSTRAINT "catalogue_tabs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_tabs_course" ON "catalogue_tabs" USING btree ("course_id","sort");--> statement-breakpoint
CREATE INDEX "catalogue_tabs_product" ON "catalogue_tabs" USING btree ("product_id","sort");