ALTER TABLE "lectures" ADD COLUMN "subtitle_vtt" text;--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD COLUMN "score" integer;--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD COLUMN "passed" boolean;--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD COLUMN "feedback" text;--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD COLUMN "graded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD COLUMN "graded_by" integer;--> statement-breakpoint
ALTER TABLE "homeworks" ADD COLUMN "accepted_types" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD CONSTRAINT "homework_submissions_graded_by_users_id_fk" FOREIGN KEY ("graded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;