import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`phone_number_pools\` ADD \`last_ran_dry_at\` text;`)
  await db.run(sql`ALTER TABLE \`phone_number_pools\` ADD \`times_ran_dry\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`phone_leases\` ADD \`client_key\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`phone_number_pools\` DROP COLUMN \`last_ran_dry_at\`;`)
  await db.run(sql`ALTER TABLE \`phone_number_pools\` DROP COLUMN \`times_ran_dry\`;`)
  await db.run(sql`ALTER TABLE \`phone_leases\` DROP COLUMN \`client_key\`;`)
}
