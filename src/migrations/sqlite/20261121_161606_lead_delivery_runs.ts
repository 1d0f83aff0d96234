import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Delivery no longer queues a job per lead: each lead's next_attempt_at is its schedule, and the
// deliverDueLeads run picks it up. SQLite stores task names as text, so the schema is unchanged;
// jobs of the two retired tasks are dropped (the leads they were for stay due and are delivered
// by the next run).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DELETE FROM \`payload_jobs_log\` WHERE \`task_slug\` IN ('deliverLead', 'sweepLeadDeliveries');`)
  await db.run(sql`DELETE FROM \`payload_jobs\` WHERE \`task_slug\` IN ('deliverLead', 'sweepLeadDeliveries');`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DELETE FROM \`payload_jobs_log\` WHERE \`task_slug\` = 'deliverDueLeads';`)
  await db.run(sql`DELETE FROM \`payload_jobs\` WHERE \`task_slug\` = 'deliverDueLeads';`)
}
