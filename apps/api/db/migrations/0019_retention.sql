CREATE TABLE "client_retention" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"warned_due_at" timestamp with time zone,
	"warned_at" timestamp with time zone,
	"held_at" timestamp with time zone,
	"held_by" uuid,
	"hold_reason" text,
	"last_deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "proof_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_retention" ADD CONSTRAINT "client_retention_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_retention" ADD CONSTRAINT "client_retention_held_by_users_id_fk" FOREIGN KEY ("held_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;