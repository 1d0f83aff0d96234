import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "two_step_enabled" boolean DEFAULT false;
  ALTER TABLE "users" ADD COLUMN "two_step_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "two_step_pending_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "two_step_last_step" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" DROP COLUMN "two_step_enabled";
  ALTER TABLE "users" DROP COLUMN "two_step_secret";
  ALTER TABLE "users" DROP COLUMN "two_step_pending_secret";
  ALTER TABLE "users" DROP COLUMN "two_step_last_step";`)
}
