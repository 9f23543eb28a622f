-- Trigram indexes for the admin's client search (ILIKE '%...%'). pg_trgm is a trusted extension: the
-- database owner may create it; PGlite loads it in apps/api/src/db.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_role_created_at_idx" ON "users" USING btree ("role","created_at","id");--> statement-breakpoint
CREATE INDEX "users_non_clients_idx" ON "users" USING btree ("id") WHERE "users"."role" <> 'tenant';--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin ("full_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "call_schedules_pending_user_id_idx" ON "call_schedules" USING btree ("user_id") WHERE "call_schedules"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payments_pending_user_id_idx" ON "payments" USING btree ("user_id") WHERE "payments"."status" = 'pending';