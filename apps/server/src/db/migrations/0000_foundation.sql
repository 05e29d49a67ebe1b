CREATE TABLE "accounts" (
	"id" varchar(20) PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" varchar(20) NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entity" varchar(40) NOT NULL,
	"entity_id" varchar(40) NOT NULL,
	"field" text NOT NULL,
	"from" jsonb,
	"to" jsonb,
	"user_id" varchar(20),
	"time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" varchar(20) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" jsonb NOT NULL,
	"principal_name" text,
	"principal_office_phone" text,
	"school_office_number" text,
	"principal_email" text,
	"website" text,
	"contact_phone" text,
	"fax" text,
	"email" text,
	"phone" text,
	"office_phone" text,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" varchar(20) PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"user_id" varchar(20) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" varchar(32) PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" varchar(20) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"title" text,
	"role" varchar(64) DEFAULT 'educator' NOT NULL,
	"friendly_role" text DEFAULT 'Educator' NOT NULL,
	"is_district_level" boolean DEFAULT false NOT NULL,
	"role_school_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"school_id" varchar(20),
	"permissions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_school_dog_staff" boolean DEFAULT false NOT NULL,
	"is_primarily_task_user" boolean DEFAULT false NOT NULL,
	"always_show_take_picture" boolean DEFAULT false NOT NULL,
	"assigned_task_board_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"favorite_insight_queries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dashboard_order" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"messaging_tokens" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"unread_safety_alerts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"auto_sign_out_data" jsonb,
	"communication_preferences" jsonb DEFAULT '{"newCycleBeginning":true,"neighborhoodWatch":true,"nudge":true,"taskAssigned":true,"taskCompleted":true,"taskDeclined":true,"taskComments":true,"taskBoardNewTask":true}'::jsonb NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" varchar(20) PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_index" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_entity_id_time_index" ON "audit_log" USING btree ("entity","entity_id","time");--> statement-breakpoint
CREATE INDEX "sessions_user_id_index" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_role_school_ids_index" ON "users" USING gin ("role_school_ids");--> statement-breakpoint
CREATE INDEX "users_role_index" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "verifications_identifier_index" ON "verifications" USING btree ("identifier");