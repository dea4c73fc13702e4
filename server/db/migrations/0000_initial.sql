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
ALTER TABLE "region_products" ADD CONSTRAINT "region_products_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_events_key" ON "analytics_events" USING btree ("app_id","idempotency_key","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "content_entries_locale_slug" ON "content_entries" USING btree ("locale","type","slug");--> statement-breakpoint
CREATE INDEX "content_entries_entry" ON "content_entries" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "content_entries_category" ON "content_entries" USING btree ("locale","type","category");