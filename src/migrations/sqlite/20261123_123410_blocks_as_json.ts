import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { getBlocksToJsonMigrator } from '@payloadcms/db-sqlite/migration-utils'
import { migratePagesToJsonBlocks } from '../legacy/blocksToJson'

/** Page layouts move from one table per block into a JSON column (see ../legacy/blocksToJson.ts). */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await migratePagesToJsonBlocks({
    payload,
    req,
    migrator: getBlocksToJsonMigrator(payload),
    runStatements: async () => {
  
    await db.run(sql`DROP TABLE \`hero25\`;`)
    await db.run(sql`DROP TABLE \`pages_blocks_content\`;`)
    await db.run(sql`DROP TABLE \`pages_blocks_faq_items\`;`)
    await db.run(sql`DROP TABLE \`pages_blocks_faq\`;`)
    await db.run(sql`DROP TABLE \`pages_blocks_promo_card\`;`)
    await db.run(sql`DROP TABLE \`rebsav\`;`)
    await db.run(sql`DROP TABLE \`rebwid\`;`)
    await db.run(sql`DROP TABLE \`dealer_loc\`;`)
    await db.run(sql`DROP TABLE \`dealer_car\`;`)
    await db.run(sql`DROP TABLE \`_hero25_v\`;`)
    await db.run(sql`DROP TABLE \`_pages_v_blocks_content\`;`)
    await db.run(sql`DROP TABLE \`_pages_v_blocks_faq_items\`;`)
    await db.run(sql`DROP TABLE \`_pages_v_blocks_faq\`;`)
    await db.run(sql`DROP TABLE \`_pages_v_blocks_promo_card\`;`)
    await db.run(sql`DROP TABLE \`_rebsav_v\`;`)
    await db.run(sql`DROP TABLE \`_rebwid_v\`;`)
    await db.run(sql`DROP TABLE \`_dealer_loc_v\`;`)
    await db.run(sql`DROP TABLE \`_dealer_car_v\`;`)
    await db.run(sql`ALTER TABLE \`pages\` ADD \`layout\` text;`)
    await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_layout\` text;`)
  
    },
    writeLayout: async (table, column, id, layout) => {
      await db.run(sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${layout === null ? null : JSON.stringify(layout)} WHERE id = ${id}`)
    },
  })
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  throw new Error('Moving page layouts back from JSON into block tables is not supported; restore the backup taken before migrating.')
}
