CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"product_id" integer NOT NULL,
	"status" text NOT NULL,
	"customer_id" text,
	"person" text,
	"area_code" text,
	"region" text,
	"address" jsonb,
	"contact" jsonb,
	"configuration" jsonb NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"price" jsonb,
	"discount_code" text,
	"referrer" text,
	"booking_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "slot_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"region" text NOT NULL,
	"product_id" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"booking_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_bookings" ADD CONSTRAINT "slot_bookings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_customer" ON "bookings" USING btree ("customer_id","start_time");--> statement-breakpoint
CREATE INDEX "bookings_person" ON "bookings" USING btree ("person");--> statement-breakpoint
CREATE INDEX "slot_bookings_slot" ON "slot_bookings" USING btree ("region","product_id","start_time");