CREATE TABLE "rate_limits" (
	"id" varchar(20) PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "security_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"time" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" varchar(40) NOT NULL,
	"user_id" varchar(20),
	"email" varchar(320),
	"actor_user_id" varchar(20),
	"ip" varchar(64),
	"user_agent" varchar(300),
	"detail" jsonb
);
--> statement-breakpoint
CREATE INDEX "security_events_email_time_index" ON "security_events" USING btree ("email","time");--> statement-breakpoint
CREATE INDEX "security_events_user_id_time_index" ON "security_events" USING btree ("user_id","time");--> statement-breakpoint
CREATE INDEX "security_events_time_index" ON "security_events" USING btree ("time");