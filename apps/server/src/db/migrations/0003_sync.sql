CREATE TABLE "sync_clients" (
	"client_id" varchar(20) PRIMARY KEY NOT NULL,
	"user_id" varchar(20) NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_refusals" (
	"client_id" varchar(20) NOT NULL,
	"seq" integer NOT NULL,
	"status" smallint NOT NULL,
	"code" varchar(60) NOT NULL,
	"message" text NOT NULL,
	"fields" jsonb,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_refusals_client_id_seq_pk" PRIMARY KEY("client_id","seq")
);
