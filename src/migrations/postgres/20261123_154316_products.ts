import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_product_type" AS ENUM('airConditioner', 'furnace80', 'furnace90', 'heatPump', 'airHandler', 'furnace', 'packagedSystem');
  CREATE TYPE "public"."enum_products_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_products_communicating_controls" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_products_energy_star_qualified" AS ENUM('yes', 'no');
  CREATE TABLE "products_included" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item" varchar NOT NULL
  );
  
  CREATE TABLE "products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"product_type" "enum_products_product_type" NOT NULL,
  	"sort_order" numeric DEFAULT 10,
  	"image_id" integer,
  	"link_type" "enum_products_link_type" DEFAULT 'reference',
  	"link_new_tab" boolean,
  	"link_reference_id" integer,
  	"link_url" varchar,
  	"link_tracking_text" varchar,
  	"installation_cost" numeric,
  	"sample" boolean DEFAULT false,
  	"cooling_strength" varchar,
  	"stages" varchar,
  	"fuel_type" varchar,
  	"speeds" varchar,
  	"noise_level" varchar,
  	"communicating_controls" "enum_products_communicating_controls",
  	"energy_savings" varchar,
  	"energy_star_qualified" "enum_products_energy_star_qualified",
  	"efficiency" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "products_id" integer;
  ALTER TABLE "products_included" ADD CONSTRAINT "products_included_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_link_reference_id_pages_id_fk" FOREIGN KEY ("link_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "products_included_order_idx" ON "products_included" USING btree ("_order");
  CREATE INDEX "products_included_parent_id_idx" ON "products_included" USING btree ("_parent_id");
  CREATE INDEX "products_image_idx" ON "products" USING btree ("image_id");
  CREATE INDEX "products_link_link_reference_idx" ON "products" USING btree ("link_reference_id");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products_included" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "products_included" CASCADE;
  DROP TABLE "products" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_products_fk";
  
  DROP INDEX "payload_locked_documents_rels_products_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "products_id";
  DROP TYPE "public"."enum_products_product_type";
  DROP TYPE "public"."enum_products_link_type";
  DROP TYPE "public"."enum_products_communicating_controls";
  DROP TYPE "public"."enum_products_energy_star_qualified";`)
}
