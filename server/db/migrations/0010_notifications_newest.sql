DROP INDEX "customer_notifications_customer";--> statement-breakpoint
CREATE INDEX "customer_notifications_newest" ON "customer_notifications" USING btree ("customer_id","created_at","id");