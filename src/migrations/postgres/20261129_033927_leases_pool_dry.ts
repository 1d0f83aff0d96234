import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "phone_number_pools" ADD COLUMN "last_ran_dry_at" timestamp(3) with time zone;
  ALTER TABLE "phone_number_pools" ADD COLUMN "times_ran_dry" numeric DEFAULT 0;
  ALTER TABLE "phone_leases" ADD COLUMN "client_key" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "phone_number_pools" DROP COLUMN "last_ran_dry_at";
  ALTER TABLE "phone_number_pools" DROP COLUMN "times_ran_dry";
  ALTER TABLE "phone_leases" DROP COLUMN "client_key";`)
}
