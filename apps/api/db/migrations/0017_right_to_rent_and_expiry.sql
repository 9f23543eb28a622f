CREATE TABLE "right_to_rent_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"checked_on" date NOT NULL,
	"outcome" text NOT NULL,
	"permission_expires_on" date,
	"file_key" text,
	"original_file_name" text,
	"size_bytes" integer,
	"checked_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "right_to_rent_share_codes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"share_code" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"given_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "expires_on" date;--> statement-breakpoint
ALTER TABLE "right_to_rent_checks" ADD CONSTRAINT "right_to_rent_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "right_to_rent_checks" ADD CONSTRAINT "right_to_rent_checks_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "right_to_rent_share_codes" ADD CONSTRAINT "right_to_rent_share_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "right_to_rent_checks_user_id_idx" ON "right_to_rent_checks" USING btree ("user_id","created_at");