import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`two_step_enabled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`two_step_secret\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`two_step_pending_secret\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`two_step_last_step\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`two_step_enabled\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`two_step_secret\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`two_step_pending_secret\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`two_step_last_step\`;`)
}
