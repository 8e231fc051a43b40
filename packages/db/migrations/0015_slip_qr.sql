CREATE TABLE "slip_transfers" (
	"sending_bank" text NOT NULL,
	"trans_ref" text NOT NULL,
	"order_id" integer NOT NULL,
	"payment_report_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slip_transfers_sending_bank_trans_ref_pk" PRIMARY KEY("sending_bank","trans_ref")
);
--> statement-breakpoint
ALTER TABLE "payment_reports" ADD COLUMN "slip_qr" text;--> statement-breakpoint
ALTER TABLE "payment_reports" ADD COLUMN "slip_sending_bank" text;--> statement-breakpoint
ALTER TABLE "payment_reports" ADD COLUMN "slip_trans_ref" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "qr_text" text;--> statement-breakpoint
ALTER TABLE "slip_transfers" ADD CONSTRAINT "slip_transfers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slip_transfers" ADD CONSTRAINT "slip_transfers_payment_report_id_payment_reports_id_fk" FOREIGN KEY ("payment_report_id") REFERENCES "public"."payment_reports"("id") ON DELETE cascade ON UPDATE no action;