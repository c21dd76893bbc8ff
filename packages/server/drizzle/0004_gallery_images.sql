CREATE TABLE "gallery_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"image_name" text NOT NULL,
	"title" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gallery_images_image_name_unique" UNIQUE("image_name")
);
--> statement-breakpoint
CREATE TABLE "stored_images" (
	"name" text PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stored_images_name_format" CHECK ("stored_images"."name" ~ '^[0-9a-f-]{36}\.(png|jpg|webp|gif)$'),
	CONSTRAINT "stored_images_content_type" CHECK ("stored_images"."content_type" in ('image/png', 'image/jpeg', 'image/webp', 'image/gif')),
	CONSTRAINT "stored_images_size" CHECK ("stored_images"."byte_size" between 1 and 5242880 and octet_length("stored_images"."bytes") = "stored_images"."byte_size")
);
--> statement-breakpoint
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_image_name_stored_images_name_fk" FOREIGN KEY ("image_name") REFERENCES "public"."stored_images"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_images" ADD CONSTRAINT "stored_images_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gallery_images_business_created" ON "gallery_images" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "stored_images_business" ON "stored_images" USING btree ("business_id");