CREATE TABLE "walks" (
	"id" varchar(20) PRIMARY KEY NOT NULL,
	"school_id" varchar(20) NOT NULL,
	"status" varchar(16) DEFAULT 'inprogress' NOT NULL,
	"walk_type" varchar(16) NOT NULL,
	"current_stage" varchar(16) DEFAULT 'observations' NOT NULL,
	"leader_user_id" varchar(20) NOT NULL,
	"created_by_user_id" varchar(20) NOT NULL,
	"collaborators" text[] DEFAULT '{}'::text[] NOT NULL,
	"participant_user_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"awaiting_review_by" varchar(20),
	"assessment_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"submission_history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"context" jsonb NOT NULL,
	"score" integer,
	"time_submitted" timestamp with time zone,
	"auto_complete_at" timestamp with time zone,
	"time_completed" timestamp with time zone,
	"time_archived" timestamp with time zone,
	"archived_by_user_id" varchar(20),
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "walks_participants_idx" ON "walks" USING gin ("participant_user_ids");--> statement-breakpoint
CREATE INDEX "walks_school_created_idx" ON "walks" USING btree ("school_id","time_created" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "walks_created_idx" ON "walks" USING btree ("time_created" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "walks_auto_complete_idx" ON "walks" USING btree ("auto_complete_at") WHERE "walks"."status" = 'review';