import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { LAYOUT_COLUMNS, heroDisplayToHidden, titleOfLeadRow, type LeadRow } from '../legacy/adminEditorData'

/**
 * Issue 27: pages marked as articles, the attempt log of each lead delivery, the lead's title,
 * follow-up status and notes; heroes hidden with their own switch move to the block's one switch,
 * and stored leads get their title.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_follow_up" AS ENUM('new', 'contacted', 'closed');
  ALTER TABLE "pages" ADD COLUMN "is_article" boolean DEFAULT false;
  ALTER TABLE "_pages_v" ADD COLUMN "version_is_article" boolean DEFAULT false;
  ALTER TABLE "leads_deliveries" ADD COLUMN "log" varchar;
  ALTER TABLE "leads" ADD COLUMN "title" varchar;
  ALTER TABLE "leads" ADD COLUMN "follow_up" "enum_leads_follow_up" DEFAULT 'new';
  ALTER TABLE "leads" ADD COLUMN "notes" varchar;
  CREATE INDEX "leads_follow_up_idx" ON "leads" USING btree ("follow_up");`)

  for (const [table, column] of LAYOUT_COLUMNS) {
    const { rows } = await db.execute(sql`SELECT id, ${sql.identifier(column)} AS layout FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)}::text LIKE '%"display"%'`)
    for (const row of rows as { id: number; layout: unknown }[]) {
      const next = heroDisplayToHidden(row.layout)
      if (next) await db.execute(sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${JSON.stringify(next)}::jsonb WHERE id = ${row.id}`)
    }
  }
  const { rows: leads } = await db.execute(sql`SELECT id, first_name, last_name, email, kind, created_at FROM leads WHERE title IS NULL`)
  for (const lead of leads as LeadRow[]) await db.execute(sql`UPDATE leads SET title = ${titleOfLeadRow(lead)} WHERE id = ${lead.id}`)
}

/** Drops the new columns; a hero hidden with the block switch stays hidden that way. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "leads_follow_up_idx";
  ALTER TABLE "pages" DROP COLUMN "is_article";
  ALTER TABLE "_pages_v" DROP COLUMN "version_is_article";
  ALTER TABLE "leads_deliveries" DROP COLUMN "log";
  ALTER TABLE "leads" DROP COLUMN "title";
  ALTER TABLE "leads" DROP COLUMN "follow_up";
  ALTER TABLE "leads" DROP COLUMN "notes";
  DROP TYPE "public"."enum_leads_follow_up";`)
}
