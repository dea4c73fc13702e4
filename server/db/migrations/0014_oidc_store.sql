CREATE TABLE "oidc_store" (
	"key" text PRIMARY KEY NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"uid" text,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "oidc_store_grant" ON "oidc_store" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_store_uid" ON "oidc_store" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_store_expires" ON "oidc_store" USING btree ("expires_at");