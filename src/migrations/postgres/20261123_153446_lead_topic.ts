import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_topic" AS ENUM('newSystem', 'repairSystem', 'pricing', 'other');
  ALTER TABLE "leads" ADD COLUMN "topic" "enum_leads_topic";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" DROP COLUMN "topic";
  DROP TYPE "public"."enum_leads_topic";`)
}
