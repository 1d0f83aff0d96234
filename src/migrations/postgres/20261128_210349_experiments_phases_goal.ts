import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_experiments_goal" AS ENUM('CONTACT_DEALER', 'CONTACT_US', 'CUSTOMER_SERVICE', 'MARKETO');
  CREATE TABLE "experiments_goal" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_experiments_goal",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "experiments_phases" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"phase" numeric NOT NULL,
  	"started_at" timestamp(3) with time zone NOT NULL,
  	"split" varchar NOT NULL
  );
  
  ALTER TABLE "experiments" ADD COLUMN "phase" numeric DEFAULT 1;
  ALTER TABLE "experiments_goal" ADD CONSTRAINT "experiments_goal_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experiments_phases" ADD CONSTRAINT "experiments_phases_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "experiments_goal_order_idx" ON "experiments_goal" USING btree ("order");
  CREATE INDEX "experiments_goal_parent_idx" ON "experiments_goal" USING btree ("parent_id");
  CREATE INDEX "experiments_phases_order_idx" ON "experiments_phases" USING btree ("_order");
  CREATE INDEX "experiments_phases_parent_id_idx" ON "experiments_phases" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "experiments_goal" CASCADE;
  DROP TABLE "experiments_phases" CASCADE;
  ALTER TABLE "experiments" DROP COLUMN "phase";
  DROP TYPE "public"."enum_experiments_goal";`)
}
