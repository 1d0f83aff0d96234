import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_booking_preferred_time_window" AS ENUM('morning', 'afternoon', 'evening');
  ALTER TABLE "leads" ADD COLUMN "booking_preferred_day" varchar;
  ALTER TABLE "leads" ADD COLUMN "booking_preferred_time_window" "enum_leads_booking_preferred_time_window";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" DROP COLUMN "booking_preferred_day";
  ALTER TABLE "leads" DROP COLUMN "booking_preferred_time_window";
  DROP TYPE "public"."enum_leads_booking_preferred_time_window";`)
}
