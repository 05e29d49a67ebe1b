CREATE TABLE "assessments" (
	"id" varchar(20) PRIMARY KEY NOT NULL,
	"rubric_id" varchar(20) NOT NULL,
	"school_id" varchar(20) NOT NULL,
	"walk_id" varchar(20),
	"created_by_user_id" varchar(20) NOT NULL,
	"status" varchar(16) DEFAULT 'created' NOT NULL,
	"name" text NOT NULL,
	"show_scores" boolean DEFAULT true NOT NULL,
	"disclaimer" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"skip" boolean DEFAULT false NOT NULL,
	"time_skipped" timestamp with time zone,
	"skipped_by_user_id" varchar(20),
	"all_entries" text[] DEFAULT '{}'::text[] NOT NULL,
	"sections" jsonb NOT NULL,
	"use_score_thresholds" boolean DEFAULT false NOT NULL,
	"score_thresholds" jsonb,
	"total_score" integer DEFAULT 0 NOT NULL,
	"max_score" integer DEFAULT 0 NOT NULL,
	"score" integer,
	"band" varchar(8) DEFAULT 'primary' NOT NULL,
	"updated_by_user_id" varchar(20),
	"time_submitted" timestamp with time zone,
	"submitted_by_user_id" varchar(20),
	"time_last_submitted" timestamp with time zone,
	"edited_by_user_id" varchar(20),
	"time_deleted" timestamp with time zone,
	"deleted_by_user_id" varchar(20),
	"is_deleted" boolean DEFAULT false NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rubrics" (
	"id" varchar(20) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"show_scores" boolean DEFAULT true NOT NULL,
	"sections" jsonb NOT NULL,
	"use_score_thresholds" boolean DEFAULT false NOT NULL,
	"score_thresholds" jsonb,
	"disclaimer" text DEFAULT '' NOT NULL,
	"created_by_user_id" varchar(20) NOT NULL,
	"updated_by_user_id" varchar(20),
	"time_deleted" timestamp with time zone,
	"deleted_by_user_id" varchar(20),
	"is_deleted" boolean DEFAULT false NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "assessments_school_created_idx" ON "assessments" USING btree ("school_id","time_created" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "assessments_created_idx" ON "assessments" USING btree ("time_created" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "assessments_walk_idx" ON "assessments" USING btree ("walk_id") WHERE "assessments"."walk_id" is not null;--> statement-breakpoint
CREATE INDEX "assessments_creator_idx" ON "assessments" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE INDEX "rubrics_name_idx" ON "rubrics" USING btree ("name");