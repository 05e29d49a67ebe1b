CREATE TABLE "data_profiles" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"school_id" varchar(20),
	"friendly_name" text DEFAULT 'Location' NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_user_security_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor varchar(20) := nullif(current_setting('schooldog.actor_user_id', true), '');
BEGIN
  -- Role, permission and archive changes are security events however they are made (ASVS 7.2.2).
  IF NEW.role IS DISTINCT FROM OLD.role THEN
    INSERT INTO security_events (kind, user_id, actor_user_id, detail)
    VALUES ('role_changed', NEW.id, actor, jsonb_build_object('from', OLD.role, 'to', NEW.role));
  END IF;
  IF NEW.permissions IS DISTINCT FROM OLD.permissions OR NEW.role_school_ids IS DISTINCT FROM OLD.role_school_ids THEN
    INSERT INTO security_events (kind, user_id, actor_user_id, detail)
    VALUES ('permissions_changed', NEW.id, actor, jsonb_build_object('schoolsFrom', OLD.role_school_ids, 'schoolsTo', NEW.role_school_ids));
  END IF;
  IF NEW.is_archived IS DISTINCT FROM OLD.is_archived THEN
    INSERT INTO security_events (kind, user_id, actor_user_id)
    VALUES (CASE WHEN NEW.is_archived THEN 'account_archived' ELSE 'account_restored' END, NEW.id, actor);
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_security_change AFTER UPDATE ON users FOR EACH ROW EXECUTE FUNCTION record_user_security_change();
