CREATE TABLE "test_card_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"metadata" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "test_card_intents_created_at_idx" ON "test_card_intents" USING btree ("created_at");