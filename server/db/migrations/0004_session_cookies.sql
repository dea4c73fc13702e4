-- Sessions issued before this change carry their token in page JavaScript; they all end here (customers log in again).
DELETE FROM "sessions";--> statement-breakpoint
CREATE TABLE "session_handoffs" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"binding_hash" text NOT NULL,
	"ssn" text NOT NULL,
	"customer_id" text,
	"given_name" text NOT NULL,
	"surname" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ref" text NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "session_handoffs" ADD CONSTRAINT "session_handoffs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_ssn" ON "sessions" USING btree ("ssn");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_ref_unique" UNIQUE("ref");