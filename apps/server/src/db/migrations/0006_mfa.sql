CREATE TABLE "mfa_phones" (
	"user_id" varchar(20) PRIMARY KEY NOT NULL,
	"phone" varchar(16),
	"pending_phone" varchar(16),
	"pending_code_hash" text,
	"pending_expires_at" timestamp with time zone,
	"pending_attempts" integer DEFAULT 0 NOT NULL,
	"texts_sent" integer DEFAULT 0 NOT NULL,
	"texts_window_start" timestamp with time zone,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mfa_reverts" (
	"id" varchar(20) PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"user_id" varchar(20) NOT NULL,
	"change" varchar(16) NOT NULL,
	"before" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mfa_reverts_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "two_factors" (
	"id" varchar(20) PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"user_id" varchar(20) NOT NULL,
	"verified" boolean DEFAULT true,
	"failed_verification_count" integer DEFAULT 0,
	"locked_until" timestamp with time zone,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "two_factor_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mfa_phones" ADD CONSTRAINT "mfa_phones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mfa_reverts" ADD CONSTRAINT "mfa_reverts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factors" ADD CONSTRAINT "two_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mfa_phones_phone_index" ON "mfa_phones" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "mfa_reverts_user_id_index" ON "mfa_reverts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "two_factors_user_id_index" ON "two_factors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "two_factors_secret_index" ON "two_factors" USING btree ("secret");