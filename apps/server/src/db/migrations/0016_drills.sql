CREATE TABLE "drills" (
	"id" varchar(20) PRIMARY KEY NOT NULL,
	"school_id" varchar(20) NOT NULL,
	"recorded_by_user_id" varchar(20),
	"type" varchar(16) NOT NULL,
	"other_type" varchar(40),
	"event_type" varchar(16) NOT NULL,
	"other_event_type" varchar(40),
	"drill_date" date NOT NULL,
	"drill_time" varchar(5) NOT NULL,
	"drill_time_of_day" varchar(2) NOT NULL,
	"response_time" varchar(5),
	"number_of_participants" integer,
	"additional_info" text,
	"results_additional_info" text,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "drills_date_idx" ON "drills" USING btree ("drill_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "drills_school_date_idx" ON "drills" USING btree ("school_id","drill_date" DESC NULLS LAST);