import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_article_categories" AS ENUM('getting-started', 'maintenance', 'troubleshooting', 'products', 'energy-savings', 'indoor-air-quality');
  CREATE TYPE "public"."enum__pages_v_version_article_categories" AS ENUM('getting-started', 'maintenance', 'troubleshooting', 'products', 'energy-savings', 'indoor-air-quality');
  CREATE TABLE "pages_article_categories" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_pages_article_categories",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_version_article_categories" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_version_article_categories",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "reusable_blocks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"layout" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "pages" ADD COLUMN "article_published_date" timestamp(3) with time zone;
  ALTER TABLE "pages" ADD COLUMN "article_featured_image_id" integer;
  ALTER TABLE "pages" ADD COLUMN "article_excerpt" varchar;
  ALTER TABLE "pages" ADD COLUMN "article_reading_time" numeric;
  ALTER TABLE "_pages_v" ADD COLUMN "version_article_published_date" timestamp(3) with time zone;
  ALTER TABLE "_pages_v" ADD COLUMN "version_article_featured_image_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_article_excerpt" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_article_reading_time" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reusable_blocks_id" integer;
  ALTER TABLE "pages_article_categories" ADD CONSTRAINT "pages_article_categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_article_categories" ADD CONSTRAINT "_pages_v_version_article_categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_article_categories_order_idx" ON "pages_article_categories" USING btree ("order");
  CREATE INDEX "pages_article_categories_parent_idx" ON "pages_article_categories" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_article_categories_order_idx" ON "_pages_v_version_article_categories" USING btree ("order");
  CREATE INDEX "_pages_v_version_article_categories_parent_idx" ON "_pages_v_version_article_categories" USING btree ("parent_id");
  CREATE INDEX "reusable_blocks_updated_at_idx" ON "reusable_blocks" USING btree ("updated_at");
  CREATE INDEX "reusable_blocks_created_at_idx" ON "reusable_blocks" USING btree ("created_at");
  ALTER TABLE "pages" ADD CONSTRAINT "pages_article_featured_image_id_media_id_fk" FOREIGN KEY ("article_featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_article_featured_image_id_media_id_fk" FOREIGN KEY ("version_article_featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reusable_blocks_fk" FOREIGN KEY ("reusable_blocks_id") REFERENCES "public"."reusable_blocks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_article_article_featured_image_idx" ON "pages" USING btree ("article_featured_image_id");
  CREATE INDEX "_pages_v_version_article_version_article_featured_image_idx" ON "_pages_v" USING btree ("version_article_featured_image_id");
  CREATE INDEX "payload_locked_documents_rels_reusable_blocks_id_idx" ON "payload_locked_documents_rels" USING btree ("reusable_blocks_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_article_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_article_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reusable_blocks" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_article_categories" CASCADE;
  DROP TABLE "_pages_v_version_article_categories" CASCADE;
  DROP TABLE "reusable_blocks" CASCADE;
  ALTER TABLE "pages" DROP CONSTRAINT "pages_article_featured_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_article_featured_image_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reusable_blocks_fk";
  
  DROP INDEX "pages_article_article_featured_image_idx";
  DROP INDEX "_pages_v_version_article_version_article_featured_image_idx";
  DROP INDEX "payload_locked_documents_rels_reusable_blocks_id_idx";
  ALTER TABLE "pages" DROP COLUMN "article_published_date";
  ALTER TABLE "pages" DROP COLUMN "article_featured_image_id";
  ALTER TABLE "pages" DROP COLUMN "article_excerpt";
  ALTER TABLE "pages" DROP COLUMN "article_reading_time";
  ALTER TABLE "_pages_v" DROP COLUMN "version_article_published_date";
  ALTER TABLE "_pages_v" DROP COLUMN "version_article_featured_image_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_article_excerpt";
  ALTER TABLE "_pages_v" DROP COLUMN "version_article_reading_time";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reusable_blocks_id";
  DROP TYPE "public"."enum_pages_article_categories";
  DROP TYPE "public"."enum__pages_v_version_article_categories";`)
}
