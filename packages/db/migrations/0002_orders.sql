CREATE TABLE "order_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"pricing_plan_id" integer,
	"price" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"promotion_id" integer,
	"coupon_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seat_taken" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_products_quantity" CHECK ("order_products"."quantity" BETWEEN 1 AND 999)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_token" text NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'notYetReceived' NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"payment_method_id" integer,
	"currency_code" text DEFAULT 'THB' NOT NULL,
	"price" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"shipping_fee" integer DEFAULT 0 NOT NULL,
	"vat" integer DEFAULT 0 NOT NULL,
	"vat_rate_bp" integer DEFAULT 0 NOT NULL,
	"vat_included" smallint DEFAULT 1 NOT NULL,
	"is_withholding" smallint DEFAULT 0 NOT NULL,
	"withholding_percent" smallint,
	"withholding_price" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"promotion_id" integer,
	"coupon_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shipping_address_id" integer,
	"shipping_fee_id" integer,
	"shipping_address" jsonb,
	"tax_invoice" jsonb,
	"email" text NOT NULL,
	"tel" text,
	"cart_signature" text NOT NULL,
	"cancel_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_amounts" CHECK ("orders"."price" >= 0 AND "orders"."discount" >= 0 AND "orders"."shipping_fee" >= 0 AND "orders"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer,
	"payment_method_id" integer,
	"report_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"contact_name" text,
	"email" text,
	"tel" text,
	"bank_code" text,
	"bank_account" text,
	"transfer_datetime" timestamp with time zone,
	"transfer_amount" integer,
	"description" text,
	"address" text,
	"slip" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"tel" text NOT NULL,
	"address" text NOT NULL,
	"postcode" text NOT NULL,
	"is_default" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_access" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "order_courses" ADD CONSTRAINT "order_courses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_courses" ADD CONSTRAINT "order_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_courses" ADD CONSTRAINT "order_courses_pricing_plan_id_pricing_plans_id_fk" FOREIGN KEY ("pricing_plan_id") REFERENCES "public"."pricing_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_address_id_shipping_addresses_id_fk" FOREIGN KEY ("shipping_address_id") REFERENCES "public"."shipping_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_fee_id_shipping_fees_id_fk" FOREIGN KEY ("shipping_fee_id") REFERENCES "public"."shipping_fees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reports" ADD CONSTRAINT "payment_reports_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reports" ADD CONSTRAINT "payment_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reports" ADD CONSTRAINT "payment_reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_addresses" ADD CONSTRAINT "shipping_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_courses_order_course" ON "order_courses" USING btree ("order_id","course_id");--> statement-breakpoint
CREATE INDEX "order_courses_course" ON "order_courses" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_products_order_product" ON "order_products" USING btree ("order_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_token" ON "orders" USING btree ("order_token");--> statement-breakpoint
CREATE INDEX "orders_user" ON "orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_open_cart" ON "orders" USING btree ("user_id","cart_signature") WHERE "orders"."status" = 'notYetReceived';--> statement-breakpoint
CREATE INDEX "orders_due" ON "orders" USING btree ("cancel_at") WHERE "orders"."status" = 'notYetReceived';--> statement-breakpoint
CREATE INDEX "payment_reports_order" ON "payment_reports" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_reports_status" ON "payment_reports" USING btree ("status");--> statement-breakpoint
CREATE INDEX "shipping_addresses_user" ON "shipping_addresses" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "course_access" ADD CONSTRAINT "course_access_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;