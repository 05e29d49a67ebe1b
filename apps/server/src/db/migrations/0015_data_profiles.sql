ALTER TABLE "data_profiles" ADD COLUMN "icon" text DEFAULT 'place' NOT NULL;--> statement-breakpoint
ALTER TABLE "data_profiles" ADD COLUMN "mappings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "data_profiles" ADD COLUMN "use_statuses" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "data_profiles" ADD COLUMN "status_options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "data_profiles" ADD COLUMN "new_options_in_review" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "observations_location_option_idx" ON "observations" USING btree ("location_data_profile_id","location_data_profile_option_id","timestamp" DESC NULLS LAST);