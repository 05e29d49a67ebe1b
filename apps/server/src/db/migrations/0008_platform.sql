CREATE TABLE "job_schedules" (
	"name" varchar(100) PRIMARY KEY NOT NULL,
	"last_due_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_deliveries" (
	"key" varchar(120) PRIMARY KEY NOT NULL,
	"notification_id" varchar(20) NOT NULL,
	"channel" varchar(8) NOT NULL,
	"time_sent" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" varchar(20) PRIMARY KEY NOT NULL,
	"user_id" varchar(20) NOT NULL,
	"kind" varchar(80) NOT NULL,
	"data" jsonb NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" varchar(20) PRIMARY KEY NOT NULL,
	"user_id" varchar(20) NOT NULL,
	"session_id" text,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "communication_preferences" SET DEFAULT '{"walkUpdates":true,"newCycleBeginning":true,"neighborhoodWatch":true,"nudge":true,"taskAssigned":true,"taskCompleted":true,"taskDeclined":true,"taskComments":true,"taskBoardNewTask":true}'::jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" varchar(2) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "walks" ADD COLUMN "entry_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "walks" ADD COLUMN "entry_tags" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_id_time_created_index" ON "notifications" USING btree ("user_id","time_created");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_id_index" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_session_id_index" ON "push_subscriptions" USING btree ("session_id");--> statement-breakpoint
-- Existing people keep their preferences and take walk updates, as new people do.
UPDATE "users" SET "communication_preferences" = '{"walkUpdates":true}'::jsonb || "communication_preferences";--> statement-breakpoint
-- The walks' entry counts and tag counts, from their entries (kept by the walks' subscribers from now on).
UPDATE "walks" AS w SET
	"entry_count" = c."entries",
	"entry_tags" = COALESCE(c."tags", '{}'::jsonb)
FROM (
	SELECT o."walk_id",
		count(DISTINCT o."id")::integer AS "entries",
		(SELECT jsonb_object_agg(t."tag", t."uses") FROM (
			SELECT x."tag", count(DISTINCT x."id")::integer AS "uses"
			FROM (SELECT p."id", unnest(p."tags") AS "tag" FROM "observations" p WHERE p."walk_id" = o."walk_id" AND NOT p."is_deleted") x
			GROUP BY x."tag"
		) t) AS "tags"
	FROM "observations" o
	WHERE o."walk_id" IS NOT NULL AND NOT o."is_deleted"
	GROUP BY o."walk_id"
) AS c
WHERE w."id" = c."walk_id";
