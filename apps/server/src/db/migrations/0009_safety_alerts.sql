CREATE TABLE "safety_alert_recipients" (
	"safety_alert_id" varchar(20) NOT NULL,
	"user_id" varchar(20) NOT NULL,
	"notification_id" varchar(20),
	"time_read" timestamp with time zone,
	CONSTRAINT "safety_alert_recipients_safety_alert_id_user_id_pk" PRIMARY KEY("safety_alert_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "safety_alerts" (
	"id" varchar(20) PRIMARY KEY NOT NULL,
	"entry_id" varchar(20) NOT NULL,
	"school_id" varchar(20) NOT NULL,
	"walk_id" varchar(20),
	"sender_user_id" varchar(20) NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"recipient_user_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" varchar(8) NOT NULL,
	"time_sent" timestamp with time zone,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "observations" ADD COLUMN "should_send_safety_alert" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "observations" ADD COLUMN "safety_alert_user_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "observations" ADD COLUMN "safety_alert_message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "safety_alert_recipients" ADD CONSTRAINT "safety_alert_recipients_safety_alert_id_safety_alerts_id_fk" FOREIGN KEY ("safety_alert_id") REFERENCES "public"."safety_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_alert_recipients" ADD CONSTRAINT "safety_alert_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_alert_recipients" ADD CONSTRAINT "safety_alert_recipients_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "safety_alert_recipients_user_id_index" ON "safety_alert_recipients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "safety_alerts_sender_user_id_time_created_id_index" ON "safety_alerts" USING btree ("sender_user_id","time_created" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "safety_alerts_school_id_time_created_id_index" ON "safety_alerts" USING btree ("school_id","time_created" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "safety_alerts_walk_id_status_index" ON "safety_alerts" USING btree ("walk_id","status");