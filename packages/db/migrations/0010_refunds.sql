CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency_code" text NOT NULL,
	"reason" text NOT NULL,
	"via" text NOT NULL,
	"provider" text,
	"provider_ref" text,
	"slip" text,
	"transferred_at" timestamp with time zone,
	"stock_returned" boolean DEFAULT false NOT NULL,
	"actor_id" integer,
	"actor_username" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount" CHECK ("refunds"."amount" >= 0),
	CONSTRAINT "refunds_via" CHECK ("refunds"."via" in ('provider', 'manual'))
);
--> statement-breakpoint
ALTER TABLE "order_courses" ADD COLUMN "refund_id" integer;--> statement-breakpoint
ALTER TABLE "order_products" ADD COLUMN "refund_id" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_order" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_provider_ref" ON "refunds" USING btree ("provider","provider_ref");--> statement-breakpoint
ALTER TABLE "order_courses" ADD CONSTRAINT "order_courses_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;