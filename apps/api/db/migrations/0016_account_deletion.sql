CREATE TABLE "retained_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"amount_pence" integer NOT NULL,
	"type" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"reference" text,
	"paid_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"retained_at" timestamp with time zone NOT NULL,
	"keep_until" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "forget_recipient" boolean DEFAULT false NOT NULL;