ALTER TABLE "course_access" ADD COLUMN "hand_granted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_access" ADD COLUMN "hand_granted_by" integer;--> statement-breakpoint
ALTER TABLE "course_access" ADD COLUMN "hand_reason" text;--> statement-breakpoint
ALTER TABLE "course_access" ADD COLUMN "hand_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_access" ADD CONSTRAINT "course_access_hand_granted_by_users_id_fk" FOREIGN KEY ("hand_granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;