CREATE TABLE "availability_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"day_of_week" integer NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_slots_day_of_week" CHECK ("availability_slots"."day_of_week" between 0 and 6),
	CONSTRAINT "availability_slots_start_before_end" CHECK ("availability_slots"."start_time" < "availability_slots"."end_time")
);
--> statement-breakpoint
ALTER TABLE "call_schedules" ADD COLUMN "availability_slot_id" uuid;--> statement-breakpoint
ALTER TABLE "call_schedules" ADD COLUMN "booked_time" timestamp with time zone GENERATED ALWAYS AS (case when status = 'pending' then requested_date_time when status = 'confirmed' then confirmed_date_time end) STORED;--> statement-breakpoint
ALTER TABLE "call_schedules" ADD CONSTRAINT "call_schedules_availability_slot_id_availability_slots_id_fk" FOREIGN KEY ("availability_slot_id") REFERENCES "public"."availability_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "call_schedules_booked_time_unique" ON "call_schedules" USING btree ("booked_time");--> statement-breakpoint
-- The default availability of a fresh database: Mondays, 09:00 to 17:00 UK time.
INSERT INTO "availability_slots" ("day_of_week", "start_time", "end_time") VALUES (1, '09:00', '17:00');
