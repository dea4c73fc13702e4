CREATE TABLE "area_ranges" (
	"first_code" text NOT NULL,
	"last_code" text NOT NULL,
	"region" text,
	CONSTRAINT "area_ranges_first_code_last_code_pk" PRIMARY KEY("first_code","last_code")
);
--> statement-breakpoint
DROP TABLE "areas" CASCADE;