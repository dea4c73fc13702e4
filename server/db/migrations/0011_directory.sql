CREATE TABLE "directory_sign_ons" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"return_to" text NOT NULL,
	"origin" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "directory_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"username" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"roles" text[] NOT NULL,
	"signed_on_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_subject" text NOT NULL,
	"actor_username" text NOT NULL,
	"actor_name" text NOT NULL,
	"customer_ssn" text NOT NULL,
	"action" text NOT NULL,
	"status" integer NOT NULL,
	"subject" text
);
--> statement-breakpoint
CREATE INDEX "directory_sign_ons_created" ON "directory_sign_ons" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "directory_tokens_expires" ON "directory_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "directory_tokens_subject" ON "directory_tokens" USING btree ("subject");--> statement-breakpoint
CREATE INDEX "staff_audit_at" ON "staff_audit" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "staff_audit_customer" ON "staff_audit" USING btree ("customer_ssn","at");