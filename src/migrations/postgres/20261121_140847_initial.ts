import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."hero25_align" AS ENUM('top', 'middle', 'bottom');
  CREATE TYPE "public"."hero25_justify" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."hero25_bg_mobile" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."hero25_main_bg" AS ENUM('white', 'baby-blue', 'none');
  CREATE TYPE "public"."hero25_main_radius" AS ENUM('xl', 'full');
  CREATE TYPE "public"."hero25_main_width" AS ENUM('full', 'fit');
  CREATE TYPE "public"."hero25_main_icon" AS ENUM('arrow-right');
  CREATE TYPE "public"."hero25_top" AS ENUM('find-a-dealer', 'call-to-action');
  CREATE TYPE "public"."hero25_cta_bg" AS ENUM('white', 'baby-blue', 'none');
  CREATE TYPE "public"."hero25_cta_radius" AS ENUM('xl', 'full');
  CREATE TYPE "public"."hero25_cta_width" AS ENUM('full', 'fit');
  CREATE TYPE "public"."hero25_cta_icon" AS ENUM('arrow-right');
  CREATE TYPE "public"."hero25_fad_bg" AS ENUM('white', 'baby-blue', 'none');
  CREATE TYPE "public"."hero25_fad_radius" AS ENUM('xl', 'full');
  CREATE TYPE "public"."hero25_fad_width" AS ENUM('full', 'fit');
  CREATE TYPE "public"."hero25_fad_icon" AS ENUM('arrow-right');
  CREATE TYPE "public"."promo_btn_style" AS ENUM('primary', 'secondary', 'outline');
  CREATE TYPE "public"."promo_bg" AS ENUM('white', 'baby-blue', 'navy', 'light-gray');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "hero25" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"main_text_title" varchar,
  	"main_text_subtitle" varchar,
  	"main_call_to_action_text" varchar,
  	"main_call_to_action_url" varchar,
  	"main_content_alignment" "hero25_align" DEFAULT 'middle',
  	"main_content_justification" "hero25_justify" DEFAULT 'left',
  	"main_hero_background_image_id" integer,
  	"main_hero_background_image_alignment_mobile" "hero25_bg_mobile" DEFAULT 'center',
  	"main_link_background" "hero25_main_bg",
  	"main_link_corner_radius" "hero25_main_radius" DEFAULT 'full',
  	"main_link_width" "hero25_main_width",
  	"main_link_show_icon" boolean DEFAULT false,
  	"main_link_icon" "hero25_main_icon",
  	"sidebar_show_sidebar" boolean DEFAULT false,
  	"sidebar_whos_on_top" "hero25_top",
  	"sidebar_call_to_action_show_call_to_action" boolean DEFAULT false,
  	"sidebar_call_to_action_text" varchar,
  	"sidebar_call_to_action_image_id" integer,
  	"sidebar_call_to_action_action_text" varchar,
  	"sidebar_call_to_action_action_url" varchar DEFAULT '/',
  	"sidebar_call_to_action_background" "hero25_cta_bg",
  	"sidebar_call_to_action_corner_radius" "hero25_cta_radius" DEFAULT 'full',
  	"sidebar_call_to_action_width" "hero25_cta_width",
  	"sidebar_call_to_action_show_icon" boolean DEFAULT false,
  	"sidebar_call_to_action_icon" "hero25_cta_icon",
  	"sidebar_find_a_dealer_title" varchar,
  	"sidebar_find_a_dealer_subtitle" varchar,
  	"sidebar_find_a_dealer_dealer_image_id" integer,
  	"sidebar_find_a_dealer_placeholder_text" varchar DEFAULT 'Enter ZIP or postal code',
  	"sidebar_find_a_dealer_action_text" varchar DEFAULT 'Find a dealer',
  	"sidebar_find_a_dealer_action_background" "hero25_fad_bg",
  	"sidebar_find_a_dealer_action_corner_radius" "hero25_fad_radius" DEFAULT 'full',
  	"sidebar_find_a_dealer_action_width" "hero25_fad_width",
  	"sidebar_find_a_dealer_action_show_icon" boolean DEFAULT false,
  	"sidebar_find_a_dealer_action_icon" "hero25_fad_icon",
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"rich_text" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar
  );
  
  CREATE TABLE "pages_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_promo_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"image_id" integer,
  	"button_text" varchar,
  	"url" varchar,
  	"button_style" "promo_btn_style" DEFAULT 'primary',
  	"background_color" "promo_bg" DEFAULT 'baby-blue',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"meta_no_index" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_hero25_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"main_text_title" varchar,
  	"main_text_subtitle" varchar,
  	"main_call_to_action_text" varchar,
  	"main_call_to_action_url" varchar,
  	"main_content_alignment" "hero25_align" DEFAULT 'middle',
  	"main_content_justification" "hero25_justify" DEFAULT 'left',
  	"main_hero_background_image_id" integer,
  	"main_hero_background_image_alignment_mobile" "hero25_bg_mobile" DEFAULT 'center',
  	"main_link_background" "hero25_main_bg",
  	"main_link_corner_radius" "hero25_main_radius" DEFAULT 'full',
  	"main_link_width" "hero25_main_width",
  	"main_link_show_icon" boolean DEFAULT false,
  	"main_link_icon" "hero25_main_icon",
  	"sidebar_show_sidebar" boolean DEFAULT false,
  	"sidebar_whos_on_top" "hero25_top",
  	"sidebar_call_to_action_show_call_to_action" boolean DEFAULT false,
  	"sidebar_call_to_action_text" varchar,
  	"sidebar_call_to_action_image_id" integer,
  	"sidebar_call_to_action_action_text" varchar,
  	"sidebar_call_to_action_action_url" varchar DEFAULT '/',
  	"sidebar_call_to_action_background" "hero25_cta_bg",
  	"sidebar_call_to_action_corner_radius" "hero25_cta_radius" DEFAULT 'full',
  	"sidebar_call_to_action_width" "hero25_cta_width",
  	"sidebar_call_to_action_show_icon" boolean DEFAULT false,
  	"sidebar_call_to_action_icon" "hero25_cta_icon",
  	"sidebar_find_a_dealer_title" varchar,
  	"sidebar_find_a_dealer_subtitle" varchar,
  	"sidebar_find_a_dealer_dealer_image_id" integer,
  	"sidebar_find_a_dealer_placeholder_text" varchar DEFAULT 'Enter ZIP or postal code',
  	"sidebar_find_a_dealer_action_text" varchar DEFAULT 'Find a dealer',
  	"sidebar_find_a_dealer_action_background" "hero25_fad_bg",
  	"sidebar_find_a_dealer_action_corner_radius" "hero25_fad_radius" DEFAULT 'full',
  	"sidebar_find_a_dealer_action_width" "hero25_fad_width",
  	"sidebar_find_a_dealer_action_show_icon" boolean DEFAULT false,
  	"sidebar_find_a_dealer_action_icon" "hero25_fad_icon",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"rich_text" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_promo_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"image_id" integer,
  	"button_text" varchar,
  	"url" varchar,
  	"button_style" "promo_btn_style" DEFAULT 'primary',
  	"background_color" "promo_bg" DEFAULT 'baby-blue',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_meta_no_index" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_small_url" varchar,
  	"sizes_small_width" numeric,
  	"sizes_small_height" numeric,
  	"sizes_small_mime_type" varchar,
  	"sizes_small_filesize" numeric,
  	"sizes_small_filename" varchar,
  	"sizes_medium_url" varchar,
  	"sizes_medium_width" numeric,
  	"sizes_medium_height" numeric,
  	"sizes_medium_mime_type" varchar,
  	"sizes_medium_filesize" numeric,
  	"sizes_medium_filename" varchar,
  	"sizes_large_url" varchar,
  	"sizes_large_width" numeric,
  	"sizes_large_height" numeric,
  	"sizes_large_mime_type" varchar,
  	"sizes_large_filesize" numeric,
  	"sizes_large_filename" varchar,
  	"sizes_xlarge_url" varchar,
  	"sizes_xlarge_width" numeric,
  	"sizes_xlarge_height" numeric,
  	"sizes_xlarge_mime_type" varchar,
  	"sizes_xlarge_filesize" numeric,
  	"sizes_xlarge_filename" varchar
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"media_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_call_now_pages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"path" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_contact_dealer_campaign_paths" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"path" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand_code" varchar DEFAULT 'AS' NOT NULL,
  	"brand_name" varchar DEFAULT 'American Standard' NOT NULL,
  	"support_phone" varchar DEFAULT '1-800-555-0123' NOT NULL,
  	"support_hours" varchar DEFAULT 'Monday to Friday 7am to 5pm CST' NOT NULL,
  	"privacy_policy_url" varchar DEFAULT '/privacy-policy/' NOT NULL,
  	"single_dealer_company_id" numeric,
  	"info_mode" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "header_nav_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "header" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "footer_nav_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "footer" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "hero25" ADD CONSTRAINT "hero25_main_hero_background_image_id_media_id_fk" FOREIGN KEY ("main_hero_background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "hero25" ADD CONSTRAINT "hero25_sidebar_call_to_action_image_id_media_id_fk" FOREIGN KEY ("sidebar_call_to_action_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "hero25" ADD CONSTRAINT "hero25_sidebar_find_a_dealer_dealer_image_id_media_id_fk" FOREIGN KEY ("sidebar_find_a_dealer_dealer_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "hero25" ADD CONSTRAINT "hero25_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_content" ADD CONSTRAINT "pages_blocks_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_items" ADD CONSTRAINT "pages_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq" ADD CONSTRAINT "pages_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_promo_card" ADD CONSTRAINT "pages_blocks_promo_card_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_promo_card" ADD CONSTRAINT "pages_blocks_promo_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_hero25_v" ADD CONSTRAINT "_hero25_v_main_hero_background_image_id_media_id_fk" FOREIGN KEY ("main_hero_background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_hero25_v" ADD CONSTRAINT "_hero25_v_sidebar_call_to_action_image_id_media_id_fk" FOREIGN KEY ("sidebar_call_to_action_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_hero25_v" ADD CONSTRAINT "_hero25_v_sidebar_find_a_dealer_dealer_image_id_media_id_fk" FOREIGN KEY ("sidebar_find_a_dealer_dealer_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_hero25_v" ADD CONSTRAINT "_hero25_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content" ADD CONSTRAINT "_pages_v_blocks_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_items" ADD CONSTRAINT "_pages_v_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq" ADD CONSTRAINT "_pages_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_promo_card" ADD CONSTRAINT "_pages_v_blocks_promo_card_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_promo_card" ADD CONSTRAINT "_pages_v_blocks_promo_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_call_now_pages" ADD CONSTRAINT "site_settings_call_now_pages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_contact_dealer_campaign_paths" ADD CONSTRAINT "site_settings_contact_dealer_campaign_paths_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_nav_items" ADD CONSTRAINT "header_nav_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_nav_items" ADD CONSTRAINT "footer_nav_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "hero25_order_idx" ON "hero25" USING btree ("_order");
  CREATE INDEX "hero25_parent_id_idx" ON "hero25" USING btree ("_parent_id");
  CREATE INDEX "hero25_path_idx" ON "hero25" USING btree ("_path");
  CREATE INDEX "hero25_main_hero_background_image_idx" ON "hero25" USING btree ("main_hero_background_image_id");
  CREATE INDEX "hero25_sidebar_call_to_action_image_idx" ON "hero25" USING btree ("sidebar_call_to_action_image_id");
  CREATE INDEX "hero25_sidebar_find_a_dealer_dealer_image_idx" ON "hero25" USING btree ("sidebar_find_a_dealer_dealer_image_id");
  CREATE INDEX "pages_blocks_content_order_idx" ON "pages_blocks_content" USING btree ("_order");
  CREATE INDEX "pages_blocks_content_parent_id_idx" ON "pages_blocks_content" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_content_path_idx" ON "pages_blocks_content" USING btree ("_path");
  CREATE INDEX "pages_blocks_faq_items_order_idx" ON "pages_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_items_parent_id_idx" ON "pages_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_order_idx" ON "pages_blocks_faq" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_parent_id_idx" ON "pages_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_path_idx" ON "pages_blocks_faq" USING btree ("_path");
  CREATE INDEX "pages_blocks_promo_card_order_idx" ON "pages_blocks_promo_card" USING btree ("_order");
  CREATE INDEX "pages_blocks_promo_card_parent_id_idx" ON "pages_blocks_promo_card" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_promo_card_path_idx" ON "pages_blocks_promo_card" USING btree ("_path");
  CREATE INDEX "pages_blocks_promo_card_image_idx" ON "pages_blocks_promo_card" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_meta_meta_image_idx" ON "pages" USING btree ("meta_image_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "_hero25_v_order_idx" ON "_hero25_v" USING btree ("_order");
  CREATE INDEX "_hero25_v_parent_id_idx" ON "_hero25_v" USING btree ("_parent_id");
  CREATE INDEX "_hero25_v_path_idx" ON "_hero25_v" USING btree ("_path");
  CREATE INDEX "_hero25_v_main_hero_background_image_idx" ON "_hero25_v" USING btree ("main_hero_background_image_id");
  CREATE INDEX "_hero25_v_sidebar_call_to_action_image_idx" ON "_hero25_v" USING btree ("sidebar_call_to_action_image_id");
  CREATE INDEX "_hero25_v_sidebar_find_a_dealer_dealer_image_idx" ON "_hero25_v" USING btree ("sidebar_find_a_dealer_dealer_image_id");
  CREATE INDEX "_pages_v_blocks_content_order_idx" ON "_pages_v_blocks_content" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_content_parent_id_idx" ON "_pages_v_blocks_content" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_content_path_idx" ON "_pages_v_blocks_content" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_faq_items_order_idx" ON "_pages_v_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_items_parent_id_idx" ON "_pages_v_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_order_idx" ON "_pages_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_parent_id_idx" ON "_pages_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_path_idx" ON "_pages_v_blocks_faq" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_promo_card_order_idx" ON "_pages_v_blocks_promo_card" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_promo_card_parent_id_idx" ON "_pages_v_blocks_promo_card" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_promo_card_path_idx" ON "_pages_v_blocks_promo_card" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_promo_card_image_idx" ON "_pages_v_blocks_promo_card" USING btree ("image_id");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_small_sizes_small_filename_idx" ON "media" USING btree ("sizes_small_filename");
  CREATE INDEX "media_sizes_medium_sizes_medium_filename_idx" ON "media" USING btree ("sizes_medium_filename");
  CREATE INDEX "media_sizes_large_sizes_large_filename_idx" ON "media" USING btree ("sizes_large_filename");
  CREATE INDEX "media_sizes_xlarge_sizes_xlarge_filename_idx" ON "media" USING btree ("sizes_xlarge_filename");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_settings_call_now_pages_order_idx" ON "site_settings_call_now_pages" USING btree ("_order");
  CREATE INDEX "site_settings_call_now_pages_parent_id_idx" ON "site_settings_call_now_pages" USING btree ("_parent_id");
  CREATE INDEX "site_settings_contact_dealer_campaign_paths_order_idx" ON "site_settings_contact_dealer_campaign_paths" USING btree ("_order");
  CREATE INDEX "site_settings_contact_dealer_campaign_paths_parent_id_idx" ON "site_settings_contact_dealer_campaign_paths" USING btree ("_parent_id");
  CREATE INDEX "header_nav_items_order_idx" ON "header_nav_items" USING btree ("_order");
  CREATE INDEX "header_nav_items_parent_id_idx" ON "header_nav_items" USING btree ("_parent_id");
  CREATE INDEX "footer_nav_items_order_idx" ON "footer_nav_items" USING btree ("_order");
  CREATE INDEX "footer_nav_items_parent_id_idx" ON "footer_nav_items" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "hero25" CASCADE;
  DROP TABLE "pages_blocks_content" CASCADE;
  DROP TABLE "pages_blocks_faq_items" CASCADE;
  DROP TABLE "pages_blocks_faq" CASCADE;
  DROP TABLE "pages_blocks_promo_card" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "_hero25_v" CASCADE;
  DROP TABLE "_pages_v_blocks_content" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_items" CASCADE;
  DROP TABLE "_pages_v_blocks_faq" CASCADE;
  DROP TABLE "_pages_v_blocks_promo_card" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings_call_now_pages" CASCADE;
  DROP TABLE "site_settings_contact_dealer_campaign_paths" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "header_nav_items" CASCADE;
  DROP TABLE "header" CASCADE;
  DROP TABLE "footer_nav_items" CASCADE;
  DROP TABLE "footer" CASCADE;
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
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_version_status";`)
}
