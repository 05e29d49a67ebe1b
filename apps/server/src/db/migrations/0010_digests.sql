CREATE TABLE "digest_sends" (
	"user_id" varchar(20) NOT NULL,
	"kind" varchar(40) NOT NULL,
	"cycle" varchar(7) NOT NULL,
	"time_sent" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digest_sends_kind_cycle_user_id_pk" PRIMARY KEY("kind","cycle","user_id")
);
--> statement-breakpoint
ALTER TABLE "digest_sends" ADD CONSTRAINT "digest_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;