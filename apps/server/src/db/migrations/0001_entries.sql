CREATE TABLE "insight_counts" (
	"count_id" text NOT NULL,
	"metric" varchar(40) NOT NULL,
	"month" varchar(7) NOT NULL,
	"school_id" varchar(20) NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "insight_counts_count_id_metric_month_school_id_pk" PRIMARY KEY("count_id","metric","month","school_id")
);
--> statement-breakpoint
CREATE TABLE "observation_deltas" (
	"id" varchar(20) PRIMARY KEY NOT NULL,
	"observation_id" varchar(20) NOT NULL,
	"school_id" varchar(20) NOT NULL,
	"type" varchar(8) NOT NULL,
	"delta_fields" jsonb NOT NULL,
	"entry_source" varchar(16) DEFAULT 'web' NOT NULL,
	"created_at_url" text,
	"reported_by_user_id" varchar(20) NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "observations" (
	"id" varchar(20) PRIMARY KEY NOT NULL,
	"observation_number" serial NOT NULL,
	"observation_type" varchar(16) NOT NULL,
	"observation_category_id" varchar(64) NOT NULL,
	"observation_item_id" varchar(64) NOT NULL,
	"quantity" integer NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"searchable_location" text DEFAULT '' NOT NULL,
	"location_data_profile_id" varchar(40),
	"location_data_profile_option_id" varchar(40),
	"comment" text DEFAULT '' NOT NULL,
	"image_paths" text[] DEFAULT '{}'::text[] NOT NULL,
	"timestamp" timestamp with time zone NOT NULL,
	"school_id" varchar(20) NOT NULL,
	"reported_by_user_id" varchar(20) NOT NULL,
	"walk_id" varchar(20),
	"walk_type" varchar(16) NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"manual_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"searchable_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_floating" boolean DEFAULT true NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"task_id" varchar(20),
	"created_task_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_safety_alert_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"assessment_id" varchar(20),
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"path" text PRIMARY KEY NOT NULL,
	"owner_kind" varchar(20) NOT NULL,
	"owner_id" varchar(20) NOT NULL,
	"content_type" varchar(40) NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by_user_id" varchar(20) NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tag_usage" (
	"tag" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "top_walkers" (
	"school_year" varchar(9) NOT NULL,
	"user_id" varchar(20) NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "top_walkers_school_year_user_id_pk" PRIMARY KEY("school_year","user_id")
);
--> statement-breakpoint
CREATE INDEX "observation_deltas_observation_id_time_created_index" ON "observation_deltas" USING btree ("observation_id","time_created");--> statement-breakpoint
CREATE INDEX "observations_school_time_idx" ON "observations" USING btree ("school_id","timestamp" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "observations_reporter_time_idx" ON "observations" USING btree ("reported_by_user_id","timestamp" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "observations_time_idx" ON "observations" USING btree ("timestamp" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "observations_walk_idx" ON "observations" USING btree ("walk_id");--> statement-breakpoint
CREATE INDEX "observations_tags_idx" ON "observations" USING gin ("searchable_tags");--> statement-breakpoint
CREATE INDEX "stored_files_owner_kind_owner_id_index" ON "stored_files" USING btree ("owner_kind","owner_id");