ALTER TABLE "documents" ALTER COLUMN "file_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "file_deleted_at" timestamp with time zone;