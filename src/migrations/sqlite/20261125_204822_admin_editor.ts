import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { LAYOUT_COLUMNS, heroDisplayToHidden, titleOfLeadRow, type LeadRow } from '../legacy/adminEditorData'

/**
 * Issue 27: pages marked as articles, the attempt log of each lead delivery, the lead's title,
 * follow-up status and notes; heroes hidden with their own switch move to the block's one switch,
 * and stored leads get their title.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages\` ADD \`is_article\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_is_article\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`leads_deliveries\` ADD \`log\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`follow_up\` text DEFAULT 'new';`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`notes\` text;`)
  await db.run(sql`CREATE INDEX \`leads_follow_up_idx\` ON \`leads\` (\`follow_up\`);`)

  for (const [table, column] of LAYOUT_COLUMNS) {
    const rows = await db.all<{ id: number; layout: string | null }>(sql`SELECT id, ${sql.identifier(column)} AS layout FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} LIKE '%"display"%'`)
    for (const row of rows) {
      const next = row.layout ? heroDisplayToHidden(JSON.parse(row.layout)) : null
      if (next) await db.run(sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${JSON.stringify(next)} WHERE id = ${row.id}`)
    }
  }
  const leads = await db.all<LeadRow>(sql`SELECT id, first_name, last_name, email, kind, created_at FROM leads WHERE title IS NULL`)
  for (const lead of leads) await db.run(sql`UPDATE leads SET title = ${titleOfLeadRow(lead)} WHERE id = ${lead.id}`)
}

/** Drops the new columns; a hero hidden with the block switch stays hidden that way. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`leads_follow_up_idx\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`follow_up\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`notes\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`is_article\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_is_article\`;`)
  await db.run(sql`ALTER TABLE \`leads_deliveries\` DROP COLUMN \`log\`;`)
}
