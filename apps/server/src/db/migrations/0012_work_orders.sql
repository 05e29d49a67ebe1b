CREATE SEQUENCE "public"."work_order_public_ids" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "work_order_assignees" (
	"work_order_id" varchar(20) NOT NULL,
	"user_id" varchar(20) NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_order_assignees_work_order_id_user_id_pk" PRIMARY KEY("work_order_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "work_order_assignment_history" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"work_order_id" varchar(20) NOT NULL,
	"assigned_user_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"previous_assigned_user_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"newly_assigned_user_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"by_user_id" varchar(20),
	"timestamp" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_order_attachments" (
	"id" varchar(20) PRIMARY KEY NOT NULL,
	"work_order_id" varchar(20) NOT NULL,
	"file_name" text NOT NULL,
	"file_path" text NOT NULL,
	"by_user_id" varchar(20) NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleted_by_user_id" varchar(20),
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_order_comments" (
	"id" varchar(20) PRIMARY KEY NOT NULL,
	"work_order_id" varchar(20) NOT NULL,
	"author_user_id" varchar(20) NOT NULL,
	"text" text NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_order_followers" (
	"work_order_id" varchar(20) NOT NULL,
	"user_id" varchar(20) NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_order_followers_work_order_id_user_id_pk" PRIMARY KEY("work_order_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "work_order_pins" (
	"work_order_id" varchar(20) NOT NULL,
	"user_id" varchar(20) NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_order_pins_work_order_id_user_id_pk" PRIMARY KEY("work_order_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "work_order_status_history" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"work_order_id" varchar(20) NOT NULL,
	"from_status" varchar(16),
	"to_status" varchar(16) NOT NULL,
	"by_user_id" varchar(20),
	"comment" text DEFAULT '' NOT NULL,
	"timestamp" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_orders" (
	"id" varchar(20) PRIMARY KEY NOT NULL,
	"public_id" integer NOT NULL,
	"school_id" varchar(20) NOT NULL,
	"description" text NOT NULL,
	"board_id" varchar(20),
	"priority" varchar(40),
	"location" text DEFAULT '' NOT NULL,
	"location_data_profile_id" varchar(40),
	"location_data_profile_option_id" varchar(40),
	"due_date" date,
	"scheduled_start_date" date,
	"time_originally_scheduled" date,
	"notes" text DEFAULT '' NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_paths" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" varchar(16) NOT NULL,
	"time_completed" timestamp with time zone,
	"entry_id" varchar(20),
	"walk_id" varchar(20),
	"created_by_user_id" varchar(20) NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_orders_publicId_unique" UNIQUE("public_id")
);
--> statement-breakpoint
ALTER TABLE "work_order_assignees" ADD CONSTRAINT "work_order_assignees_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_assignees" ADD CONSTRAINT "work_order_assignees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_assignment_history" ADD CONSTRAINT "work_order_assignment_history_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_attachments" ADD CONSTRAINT "work_order_attachments_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_comments" ADD CONSTRAINT "work_order_comments_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_followers" ADD CONSTRAINT "work_order_followers_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_followers" ADD CONSTRAINT "work_order_followers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_pins" ADD CONSTRAINT "work_order_pins_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_pins" ADD CONSTRAINT "work_order_pins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_status_history" ADD CONSTRAINT "work_order_status_history_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_entry_id_observations_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."observations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_order_assignees_user_id_work_order_id_index" ON "work_order_assignees" USING btree ("user_id","work_order_id");--> statement-breakpoint
CREATE INDEX "work_order_assignment_history_work_order_id_seq_index" ON "work_order_assignment_history" USING btree ("work_order_id","seq");--> statement-breakpoint
CREATE INDEX "work_order_attachments_work_order_id_time_created_index" ON "work_order_attachments" USING btree ("work_order_id","time_created");--> statement-breakpoint
CREATE INDEX "work_order_comments_work_order_id_time_created_index" ON "work_order_comments" USING btree ("work_order_id","time_created");--> statement-breakpoint
CREATE INDEX "work_order_followers_user_id_work_order_id_index" ON "work_order_followers" USING btree ("user_id","work_order_id");--> statement-breakpoint
CREATE INDEX "work_order_pins_user_id_work_order_id_index" ON "work_order_pins" USING btree ("user_id","work_order_id");--> statement-breakpoint
CREATE INDEX "work_order_status_history_work_order_id_seq_index" ON "work_order_status_history" USING btree ("work_order_id","seq");--> statement-breakpoint
CREATE INDEX "work_orders_time_idx" ON "work_orders" USING btree ("time_created" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "work_orders_school_time_idx" ON "work_orders" USING btree ("school_id","time_created" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "work_orders_status_time_idx" ON "work_orders" USING btree ("status","time_created" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "work_orders_board_time_idx" ON "work_orders" USING btree ("board_id","time_created" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "work_orders_creator_idx" ON "work_orders" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE INDEX "work_orders_entry_idx" ON "work_orders" USING btree ("entry_id");