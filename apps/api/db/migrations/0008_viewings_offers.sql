CREATE TABLE "property_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"viewing_id" uuid NOT NULL,
	"offer_pence" integer NOT NULL,
	"market_pence" integer,
	"offer_notes" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"admin_response" text,
	"responded_by" uuid,
	"responded_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_offers_amount_positive" CHECK ("property_offers"."offer_pence" > 0)
);
--> statement-breakpoint
CREATE TABLE "property_viewings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid,
	"created_by" uuid,
	"property_address" text NOT NULL,
	"property_type" text NOT NULL,
	"bedrooms" integer NOT NULL,
	"bathrooms" integer NOT NULL,
	"rent_pence" integer,
	"viewing_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"admin_notes" text,
	"youtube_video_id" text,
	"video_title" text,
	"video_notes" text,
	"video_shared_at" timestamp with time zone,
	"video_watched_at" timestamp with time zone,
	"user_feedback" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_viewings_rooms_not_negative" CHECK ("property_viewings"."bedrooms" >= 0 and "property_viewings"."bathrooms" >= 0),
	CONSTRAINT "property_viewings_rent_not_negative" CHECK ("property_viewings"."rent_pence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "viewing_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"created_by" uuid,
	"property_address" text NOT NULL,
	"property_type" text NOT NULL,
	"bedrooms" integer NOT NULL,
	"bathrooms" integer NOT NULL,
	"rent_pence" integer,
	"viewing_at" timestamp with time zone NOT NULL,
	"youtube_video_id" text,
	"video_title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "property_offers" ADD CONSTRAINT "property_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_offers" ADD CONSTRAINT "property_offers_viewing_id_property_viewings_id_fk" FOREIGN KEY ("viewing_id") REFERENCES "public"."property_viewings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_offers" ADD CONSTRAINT "property_offers_responded_by_users_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_viewings" ADD CONSTRAINT "property_viewings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_viewings" ADD CONSTRAINT "property_viewings_session_id_viewing_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."viewing_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_viewings" ADD CONSTRAINT "property_viewings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_sessions" ADD CONSTRAINT "viewing_sessions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_offers_user_id_idx" ON "property_offers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "property_offers_one_active_per_viewing" ON "property_offers" USING btree ("viewing_id") WHERE "property_offers"."status" <> 'withdrawn';--> statement-breakpoint
CREATE INDEX "property_offers_pending_idx" ON "property_offers" USING btree ("created_at") WHERE "property_offers"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "property_viewings_user_id_idx" ON "property_viewings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "property_viewings_session_id_idx" ON "property_viewings" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "viewing_sessions_viewing_at_idx" ON "viewing_sessions" USING btree ("viewing_at");