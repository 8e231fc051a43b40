ALTER TABLE "coupons" ADD COLUMN "products" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "products" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_products" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_products" ADD COLUMN "promotion_id" integer;--> statement-breakpoint
ALTER TABLE "order_products" ADD COLUMN "coupon_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;