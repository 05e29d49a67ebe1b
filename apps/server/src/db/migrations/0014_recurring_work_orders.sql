CREATE TABLE "recurring_work_orders" (
	"id" varchar(20) PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"school_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"work_order_data" jsonb NOT NULL,
	"created_by_user_id" varchar(20) NOT NULL,
	"recurrence_start_date" date NOT NULL,
	"recurrence_end_date" date,
	"recurrence_interval" integer NOT NULL,
	"recurrence_unit" varchar(8) NOT NULL,
	"is_paused" boolean DEFAULT false NOT NULL,
	"next_occurrence_date" date,
	"last_generated_date" date,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "recurring_work_orders_time_idx" ON "recurring_work_orders" USING btree ("time_created" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recurring_work_orders_due_idx" ON "recurring_work_orders" USING btree ("next_occurrence_date") WHERE "recurring_work_orders"."is_paused" = false;