CREATE TABLE "customer_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"invited_ssn" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"role" text NOT NULL,
	"status" text NOT NULL,
	"inviter_ssn" text NOT NULL,
	"inviter_first_name" text NOT NULL,
	"inviter_last_name" text NOT NULL,
	"idempotency_key_hash" text NOT NULL,
	"request_hash" text NOT NULL,
	"sign_order_ref" text,
	"inviter_signature" text,
	"approver_signature" text,
	"created_at" timestamp with time zone NOT NULL,
	"signed_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customer_access" ADD COLUMN "id" text DEFAULT ('acc-' || gen_random_uuid()::text) NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_access" ADD COLUMN "user_role" text DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_access" ADD COLUMN "first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_access" ADD COLUMN "last_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_access" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "customer_access" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "customer_access" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "contact_access_id" text;--> statement-breakpoint
ALTER TABLE "eid_logins" ADD COLUMN "purpose" text DEFAULT 'login' NOT NULL;--> statement-breakpoint
ALTER TABLE "eid_logins" ADD COLUMN "invitation_id" text;--> statement-breakpoint
ALTER TABLE "eid_logins" ADD COLUMN "signer_ssn" text;--> statement-breakpoint
ALTER TABLE "eid_simulator_orders" ADD COLUMN "kind" text DEFAULT 'auth' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_invitations" ADD CONSTRAINT "customer_invitations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_invitations_key" ON "customer_invitations" USING btree ("customer_id","idempotency_key_hash");--> statement-breakpoint
CREATE INDEX "customer_invitations_customer" ON "customer_invitations" USING btree ("customer_id","status");--> statement-breakpoint
CREATE INDEX "customer_invitations_invited" ON "customer_invitations" USING btree ("invited_ssn");--> statement-breakpoint
ALTER TABLE "eid_logins" ADD CONSTRAINT "eid_logins_invitation_id_customer_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."customer_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_access" ADD CONSTRAINT "customer_access_id_unique" UNIQUE("id");