ALTER TABLE "coupons" ADD COLUMN "campaign" text;--> statement-breakpoint
CREATE INDEX "coupons_campaign" ON "coupons" USING btree ("campaign");