import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`leads_experiments\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`experiment\` text NOT NULL,
  	\`variant\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`leads_experiments_order_idx\` ON \`leads_experiments\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`leads_experiments_parent_id_idx\` ON \`leads_experiments\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_experiments_experiment_idx\` ON \`leads_experiments\` (\`experiment\`);`)
  await db.run(sql`CREATE TABLE \`experiment_counts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`experiment\` text NOT NULL,
  	\`variant\` text NOT NULL,
  	\`day\` text NOT NULL,
  	\`visitors\` numeric DEFAULT 0 NOT NULL,
  	\`cta_clicks\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`experiment_counts_updated_at_idx\` ON \`experiment_counts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`experiment_counts_created_at_idx\` ON \`experiment_counts\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`experiment_variant_day_idx\` ON \`experiment_counts\` (\`experiment\`,\`variant\`,\`day\`);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`delivered_at\` text;`)
  await db.run(sql`CREATE INDEX \`compound_index_idx\` ON \`leads\` (\`created_at\`,\`kind\`,\`source\`,\`delivery_status\`,\`company_id\`,\`state\`,\`delivered_at\`);`)
  await db.run(sql`ALTER TABLE \`experiments\` ADD \`winner\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`experiment_counts_id\` integer REFERENCES experiment_counts(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_experiment_counts_id_idx\` ON \`payload_locked_documents_rels\` (\`experiment_counts_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`leads_experiments\`;`)
  await db.run(sql`DROP TABLE \`experiment_counts\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`reusable_blocks_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	\`dealers_id\` integer,
  	\`reviews_id\` integer,
  	\`rebate_authorities_id\` integer,
  	\`rebate_programs_id\` integer,
  	\`rebate_offers_id\` integer,
  	\`leads_id\` integer,
  	\`phone_number_pools_id\` integer,
  	\`phone_leases_id\` integer,
  	\`phone_lease_events_id\` integer,
  	\`experiments_id\` integer,
  	\`documents_id\` integer,
  	\`videos_id\` integer,
  	\`video_categories_id\` integer,
  	\`products_id\` integer,
  	\`redirects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reusable_blocks_id\`) REFERENCES \`reusable_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dealers_id\`) REFERENCES \`dealers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reviews_id\`) REFERENCES \`reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rebate_authorities_id\`) REFERENCES \`rebate_authorities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rebate_programs_id\`) REFERENCES \`rebate_programs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rebate_offers_id\`) REFERENCES \`rebate_offers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`phone_number_pools_id\`) REFERENCES \`phone_number_pools\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`phone_leases_id\`) REFERENCES \`phone_leases\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`phone_lease_events_id\`) REFERENCES \`phone_lease_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`experiments_id\`) REFERENCES \`experiments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`video_categories_id\`) REFERENCES \`video_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "reusable_blocks_id", "media_id", "users_id", "dealers_id", "reviews_id", "rebate_authorities_id", "rebate_programs_id", "rebate_offers_id", "leads_id", "phone_number_pools_id", "phone_leases_id", "phone_lease_events_id", "experiments_id", "documents_id", "videos_id", "video_categories_id", "products_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "pages_id", "reusable_blocks_id", "media_id", "users_id", "dealers_id", "reviews_id", "rebate_authorities_id", "rebate_programs_id", "rebate_offers_id", "leads_id", "phone_number_pools_id", "phone_leases_id", "phone_lease_events_id", "experiments_id", "documents_id", "videos_id", "video_categories_id", "products_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reusable_blocks_id_idx\` ON \`payload_locked_documents_rels\` (\`reusable_blocks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dealers_id_idx\` ON \`payload_locked_documents_rels\` (\`dealers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`reviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rebate_authorities_id_idx\` ON \`payload_locked_documents_rels\` (\`rebate_authorities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rebate_programs_id_idx\` ON \`payload_locked_documents_rels\` (\`rebate_programs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rebate_offers_id_idx\` ON \`payload_locked_documents_rels\` (\`rebate_offers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_phone_number_pools_id_idx\` ON \`payload_locked_documents_rels\` (\`phone_number_pools_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_phone_leases_id_idx\` ON \`payload_locked_documents_rels\` (\`phone_leases_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_phone_lease_events_id_idx\` ON \`payload_locked_documents_rels\` (\`phone_lease_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_experiments_id_idx\` ON \`payload_locked_documents_rels\` (\`experiments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_video_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`video_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`DROP INDEX \`compound_index_idx\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`delivered_at\`;`)
  await db.run(sql`ALTER TABLE \`experiments\` DROP COLUMN \`winner\`;`)
}
