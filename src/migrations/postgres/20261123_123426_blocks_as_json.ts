import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { getBlocksToJsonMigrator } from '@payloadcms/db-postgres/migration-utils'
import { migratePagesToJsonBlocks } from '../legacy/blocksToJson'

/** Page layouts move from one table per block into a JSON column (see ../legacy/blocksToJson.ts). */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await migratePagesToJsonBlocks({
    payload,
    req,
    migrator: getBlocksToJsonMigrator(payload),
    runStatements: async () => {
  
    await db.execute(sql`
     DROP TABLE "hero25" CASCADE;
    DROP TABLE "pages_blocks_content" CASCADE;
    DROP TABLE "pages_blocks_faq_items" CASCADE;
    DROP TABLE "pages_blocks_faq" CASCADE;
    DROP TABLE "pages_blocks_promo_card" CASCADE;
    DROP TABLE "rebsav" CASCADE;
    DROP TABLE "rebwid" CASCADE;
    DROP TABLE "dealer_loc" CASCADE;
    DROP TABLE "dealer_car" CASCADE;
    DROP TABLE "_hero25_v" CASCADE;
    DROP TABLE "_pages_v_blocks_content" CASCADE;
    DROP TABLE "_pages_v_blocks_faq_items" CASCADE;
    DROP TABLE "_pages_v_blocks_faq" CASCADE;
    DROP TABLE "_pages_v_blocks_promo_card" CASCADE;
    DROP TABLE "_rebsav_v" CASCADE;
    DROP TABLE "_rebwid_v" CASCADE;
    DROP TABLE "_dealer_loc_v" CASCADE;
    DROP TABLE "_dealer_car_v" CASCADE;
    ALTER TABLE "pages" ADD COLUMN "layout" jsonb;
    ALTER TABLE "_pages_v" ADD COLUMN "version_layout" jsonb;
    DROP TYPE "public"."hero25_align";
    DROP TYPE "public"."hero25_justify";
    DROP TYPE "public"."hero25_bg_mobile";
    DROP TYPE "public"."hero25_main_bg";
    DROP TYPE "public"."hero25_main_radius";
    DROP TYPE "public"."hero25_main_width";
    DROP TYPE "public"."hero25_main_icon";
    DROP TYPE "public"."hero25_top";
    DROP TYPE "public"."hero25_cta_bg";
    DROP TYPE "public"."hero25_cta_radius";
    DROP TYPE "public"."hero25_cta_width";
    DROP TYPE "public"."hero25_cta_icon";
    DROP TYPE "public"."hero25_fad_bg";
    DROP TYPE "public"."hero25_fad_radius";
    DROP TYPE "public"."hero25_fad_width";
    DROP TYPE "public"."hero25_fad_icon";
    DROP TYPE "public"."promo_btn_style";
    DROP TYPE "public"."promo_bg";
    DROP TYPE "public"."rebsav_show";`)
  
    },
    writeLayout: async (table, column, id, layout) => {
      await db.execute(sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${layout === null ? null : JSON.stringify(layout)}::jsonb WHERE id = ${id}`)
    },
  })
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  throw new Error('Moving page layouts back from JSON into block tables is not supported; restore the backup taken before migrating.')
}
