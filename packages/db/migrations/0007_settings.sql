ALTER TABLE "site_settings" ADD COLUMN "storage_quota_bytes" bigint;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "ga4_measurement_id" text;