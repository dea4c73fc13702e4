CREATE TABLE "outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"code_salt" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD COLUMN "protection_level" text;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD COLUMN "security_instructions" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD COLUMN "key_handling" text;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD COLUMN "security_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_messages_recipient" ON "outbox_messages" USING btree ("recipient","id");--> statement-breakpoint
CREATE INDEX "phone_verifications_customer" ON "phone_verifications" USING btree ("customer_id","id");