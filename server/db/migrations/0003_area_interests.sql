CREATE TABLE "area_interests" (
	"id" serial PRIMARY KEY NOT NULL,
	"area_code" text NOT NULL,
	"email" text NOT NULL,
	"product_id" integer,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "area_interests" ADD CONSTRAINT "area_interests_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "area_interests_code_email" ON "area_interests" USING btree ("area_code","email");