import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" ADD COLUMN "english_version_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_english_version_id" integer;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_english_version_id_pages_id_fk" FOREIGN KEY ("english_version_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_english_version_id_pages_id_fk" FOREIGN KEY ("version_english_version_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_english_version_idx" ON "pages" USING btree ("english_version_id");
  CREATE INDEX "_pages_v_version_version_english_version_idx" ON "_pages_v" USING btree ("version_english_version_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" DROP CONSTRAINT "pages_english_version_id_pages_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_english_version_id_pages_id_fk";
  
  DROP INDEX "pages_english_version_idx";
  DROP INDEX "_pages_v_version_version_english_version_idx";
  ALTER TABLE "pages" DROP COLUMN "english_version_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_english_version_id";`)
}
