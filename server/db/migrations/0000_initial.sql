CREATE TABLE "analytics_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"identity" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"seq" integer NOT NULL,
	"event" text NOT NULL,
	"properties" jsonb,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "areas" (
	"area_code" text PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"region" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"hash" text PRIMARY KEY NOT NULL,
	"record" jsonb NOT NULL,
	"user_agent" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" text NOT NULL,
	"locale" text NOT NULL,
	"type" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"data" jsonb NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"category" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_access" (
	"person_ssn" text NOT NULL,
	"customer_id" text NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "customer_access_person_ssn_customer_id_pk" PRIMARY KEY("person_ssn","customer_id")
);
--> statement-breakpoint
CREATE TABLE "customer_addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"street" text NOT NULL,
	"zip_code" text NOT NULL,
	"city" text NOT NULL,
	"care_of" text,
	"floor" text,
	"door_code" text,
	"instructions" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"type" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"ssn" text,
	"org_number" text,
	"company_name" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"mobile_phone" text,
	"protected_identity" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eid_logins" (
	"order_ref" text PRIMARY KEY NOT NULL,
	"binding_hash" text NOT NULL,
	"qr_token" text NOT NULL,
	"qr_start_token" text NOT NULL,
	"qr_start_secret" text NOT NULL,
	"auto_start_token" text NOT NULL,
	"end_user_ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" text,
	CONSTRAINT "eid_logins_qr_token_unique" UNIQUE("qr_token")
);
--> statement-breakpoint
CREATE TABLE "eid_simulator_orders" (
	"order_ref" text PRIMARY KEY NOT NULL,
	"auto_start_token" text NOT NULL,
	"qr_start_token" text NOT NULL,
	"qr_start_secret" text NOT NULL,
	"end_user_ip" text NOT NULL,
	"required_personal_number" text,
	"user_visible_data" text,
	"status" text NOT NULL,
	"hint_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"started_via" text,
	"phone_handle_hash" text,
	"personal_number" text,
	"given_name" text,
	"surname" text,
	"device_ip" text,
	"completion_data" jsonb,
	"collected_at" timestamp with time zone,
	CONSTRAINT "eid_simulator_orders_auto_start_token_unique" UNIQUE("auto_start_token"),
	CONSTRAINT "eid_simulator_orders_qr_start_token_unique" UNIQUE("qr_start_token"),
	CONSTRAINT "eid_simulator_orders_phone_handle_hash_unique" UNIQUE("phone_handle_hash")
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" text PRIMARY KEY NOT NULL,
	"mime" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"city" text NOT NULL,
	"department" text NOT NULL,
	"apply_url" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"menu_id" text NOT NULL,
	"locale" text NOT NULL,
	"items" jsonb NOT NULL,
	CONSTRAINT "menus_menu_id_locale_pk" PRIMARY KEY("menu_id","locale")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"business" boolean NOT NULL,
	"is_multi" boolean DEFAULT false NOT NULL,
	CONSTRAINT "products_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "redirections" (
	"from_path" text PRIMARY KEY NOT NULL,
	"to_path" text NOT NULL,
	"type" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "region_products" (
	"region" text NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "region_products_region_product_id_pk" PRIMARY KEY("region","product_id")
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"revision" integer PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_keys" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"ssn" text NOT NULL,
	"given_name" text NOT NULL,
	"surname" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"ssn" text NOT NULL,
	"customer_id" text,
	"given_name" text NOT NULL,
	"surname" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translation_modules" (
	"module_id" text NOT NULL,
	"locale" text NOT NULL,
	"messages" jsonb NOT NULL,
	CONSTRAINT "translation_modules_module_id_locale_pk" PRIMARY KEY("module_id","locale")
);
--> statement-breakpoint
CREATE TABLE "web_config" (
	"locale" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_access" ADD CONSTRAINT "customer_access_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notifications" ADD CONSTRAINT "customer_notifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_products" ADD CONSTRAINT "region_products_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_events_key" ON "analytics_events" USING btree ("app_id","idempotency_key","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "content_entries_locale_slug" ON "content_entries" USING btree ("locale","type","slug");--> statement-breakpoint
CREATE INDEX "content_entries_entry" ON "content_entries" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "content_entries_category" ON "content_entries" USING btree ("locale","type","category");--> statement-breakpoint
CREATE INDEX "customer_addresses_customer" ON "customer_addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_notifications_customer" ON "customer_notifications" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_ssn" ON "customers" USING btree ("ssn");--> statement-breakpoint
CREATE INDEX "eid_simulator_orders_created" ON "eid_simulator_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sessions_expires" ON "sessions" USING btree ("expires_at");