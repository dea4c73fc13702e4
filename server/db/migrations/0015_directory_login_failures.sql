CREATE TABLE "directory_login_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "directory_login_failures_window" ON "directory_login_failures" USING btree ("window_started_at");