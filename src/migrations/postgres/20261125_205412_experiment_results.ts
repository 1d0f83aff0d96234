import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "leads_experiments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"experiment" varchar NOT NULL,
  	"variant" varchar NOT NULL
  );
  
  CREATE TABLE "experiment_counts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"experiment" varchar NOT NULL,
  	"variant" varchar NOT NULL,
  	"day" varchar NOT NULL,
  	"visitors" numeric DEFAULT 0 NOT NULL,
  	"cta_clicks" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "leads" ADD COLUMN "delivered_at" timestamp(3) with time zone;
  ALTER TABLE "experiments" ADD COLUMN "winner" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "experiment_counts_id" integer;
  ALTER TABLE "leads_experiments" ADD CONSTRAINT "leads_experiments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_experiments_order_idx" ON "leads_experiments" USING btree ("_order");
  CREATE INDEX "leads_experiments_parent_id_idx" ON "leads_experiments" USING btree ("_parent_id");
  CREATE INDEX "leads_experiments_experiment_idx" ON "leads_experiments" USING btree ("experiment");
  CREATE INDEX "experiment_counts_updated_at_idx" ON "experiment_counts" USING btree ("updated_at");
  CREATE INDEX "experiment_counts_created_at_idx" ON "experiment_counts" USING btree ("created_at");
  CREATE UNIQUE INDEX "experiment_variant_day_idx" ON "experiment_counts" USING btree ("experiment","variant","day");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_experiment_counts_fk" FOREIGN KEY ("experiment_counts_id") REFERENCES "public"."experiment_counts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "compound_index_idx" ON "leads" USING btree ("created_at","kind","source","delivery_status","company_id","state","delivered_at");
  CREATE INDEX "payload_locked_documents_rels_experiment_counts_id_idx" ON "payload_locked_documents_rels" USING btree ("experiment_counts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads_experiments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "experiment_counts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "leads_experiments" CASCADE;
  DROP TABLE "experiment_counts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_experiment_counts_fk";
  
  DROP INDEX "compound_index_idx";
  DROP INDEX "payload_locked_documents_rels_experiment_counts_id_idx";
  ALTER TABLE "leads" DROP COLUMN "delivered_at";
  ALTER TABLE "experiments" DROP COLUMN "winner";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "experiment_counts_id";`)
}
