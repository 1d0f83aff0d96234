import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`experiments_goal\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`experiments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`experiments_goal_order_idx\` ON \`experiments_goal\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`experiments_goal_parent_idx\` ON \`experiments_goal\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`experiments_phases\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`phase\` numeric NOT NULL,
  	\`started_at\` text NOT NULL,
  	\`split\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`experiments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`experiments_phases_order_idx\` ON \`experiments_phases\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`experiments_phases_parent_id_idx\` ON \`experiments_phases\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`experiments\` ADD \`phase\` numeric DEFAULT 1;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`experiments_goal\`;`)
  await db.run(sql`DROP TABLE \`experiments_phases\`;`)
  await db.run(sql`ALTER TABLE \`experiments\` DROP COLUMN \`phase\`;`)
}
