ALTER TABLE "call_schedules" ADD COLUMN "invitation_uid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "call_schedules" ADD COLUMN "invitation_sequence" integer;