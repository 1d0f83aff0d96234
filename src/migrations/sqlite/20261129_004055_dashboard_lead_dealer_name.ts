import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { titleCaseDealerName } from '@/domain/dealers/titleCaseDealerName'

/** Issue 40: each lead keeps its dealer's name, so the Leads list filters by it; stored leads get theirs from the directory. */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` ADD \`dealer_name\` text;`)
  await db.run(sql`CREATE INDEX \`leads_dealer_name_idx\` ON \`leads\` (\`dealer_name\`);`)
  const dealers = await db.all<{ company_id: number; name: string }>(
    sql`SELECT DISTINCT leads.company_id AS company_id, dealers.data_name AS name FROM leads JOIN dealers ON dealers.data_company_i_d = leads.company_id`,
  )
  for (const dealer of dealers) await db.run(sql`UPDATE leads SET dealer_name = ${titleCaseDealerName(dealer.name)} WHERE company_id = ${dealer.company_id}`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`leads_dealer_name_idx\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`dealer_name\`;`)
}
