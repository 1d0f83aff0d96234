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
  CREATE TYPE "public"."rebsav_show" AS ENUM('0', '1', '2');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."rebate_auth_kind" AS ENUM('federal', 'state', 'provincial', 'utility', 'local', 'brand');
  CREATE TYPE "public"."rebate_prog_status" AS ENUM('active', 'paused', 'waitlist', 'closed');
  CREATE TYPE "public"."rebate_offer_item" AS ENUM('ducted_heat_pump', 'ductless_heat_pump', 'central_air_conditioner', 'furnace', 'boiler', 'geothermal_heat_pump', 'heat_pump_water_heater', 'heat_pump_air_conditioner_heater', 'electrical_panel', 'electrical_wiring', 'smart_thermostat', 'weatherization', 'other');
  CREATE TYPE "public"."rebate_offer_pay" AS ENUM('rebate', 'pos_rebate', 'tax_credit', 'account_credit', 'loan');
  CREATE TYPE "public"."rebate_owner_status" AS ENUM('homeowner', 'renter');
  CREATE TYPE "public"."rebate_amount_type" AS ENUM('dollar_amount', 'percent', 'dollars_per_unit');
  CREATE TYPE "public"."rebate_amount_unit" AS ENUM('ton', 'btuh10k', 'unit');
  CREATE TYPE "public"."rebate_currency" AS ENUM('USD', 'CAD');
  CREATE TYPE "public"."rebate_income_tier" AS ENUM('any', 'moderate', 'low');
  CREATE TYPE "public"."rebate_country" AS ENUM('US', 'CA');
  CREATE TYPE "public"."enum_leads_deliveries_target" AS ENUM('dealerEmail', 'crmWebhook', 'homeownerEmail');
  CREATE TYPE "public"."enum_leads_deliveries_status" AS ENUM('pending', 'failed', 'delivered', 'dead', 'skipped');
  CREATE TYPE "public"."enum_leads_kind" AS ENUM('CONTACT_DEALER', 'CONTACT_US', 'CUSTOMER_SERVICE', 'MARKETO');
  CREATE TYPE "public"."enum_leads_delivery_status" AS ENUM('pending', 'retrying', 'delivered', 'dead', 'repeat', 'none');
  CREATE TYPE "public"."enum_phone_lease_events_action" AS ENUM('leased', 'recycled');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliverLead', 'sweepLeadDeliveries', 'purgeOldLeads');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliverLead', 'sweepLeadDeliveries', 'purgeOldLeads');
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
  
  CREATE TABLE "rebsav" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"show_block" "rebsav_show" DEFAULT '1',
  	"heading" varchar DEFAULT 'See what you could save',
  	"intro" varchar,
  	"zip_label" varchar DEFAULT 'Zip Code',
  	"button_text" varchar DEFAULT 'Search',
  	"cta_heading" varchar DEFAULT 'Ready to start saving?',
  	"cta_text" varchar DEFAULT 'A local dealer can help you choose a system that qualifies.',
  	"cta_button_text" varchar DEFAULT 'Contact a local dealer',
  	"block_name" varchar
  );
  
  CREATE TABLE "rebwid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"headline" varchar DEFAULT 'Rebates and tax credits near you',
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "dealer_loc" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Find a dealer near you',
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "dealer_car" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Dealers near you',
  	"subtitle" varchar,
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
  
  CREATE TABLE "_rebsav_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_block" "rebsav_show" DEFAULT '1',
  	"heading" varchar DEFAULT 'See what you could save',
  	"intro" varchar,
  	"zip_label" varchar DEFAULT 'Zip Code',
  	"button_text" varchar DEFAULT 'Search',
  	"cta_heading" varchar DEFAULT 'Ready to start saving?',
  	"cta_text" varchar DEFAULT 'A local dealer can help you choose a system that qualifies.',
  	"cta_button_text" varchar DEFAULT 'Contact a local dealer',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_rebwid_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"headline" varchar DEFAULT 'Rebates and tax credits near you',
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_dealer_loc_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Find a dealer near you',
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_dealer_car_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Dealers near you',
  	"subtitle" varchar,
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
  
  CREATE TABLE "dealers_whodis_assigned_numbers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"number_type" varchar NOT NULL,
  	"phone_number" varchar
  );
  
  CREATE TABLE "dealers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"active" boolean DEFAULT true,
  	"sample" boolean DEFAULT false,
  	"data_company_i_d" numeric NOT NULL,
  	"data_name" varchar NOT NULL,
  	"data_dealer_guid" varchar,
  	"data_brand_i_d" varchar,
  	"data_value_brand" varchar,
  	"data_address_line1" varchar,
  	"data_address_line2" varchar,
  	"data_city" varchar,
  	"data_state" varchar,
  	"data_zipcode" varchar,
  	"data_country" varchar,
  	"data_phone1" varchar,
  	"data_phone2" varchar,
  	"data_phone3" varchar,
  	"data_email" varchar,
  	"data_dealer_type" varchar,
  	"data_score" numeric,
  	"data_total_response_count" numeric,
  	"data_charter_member_date" timestamp(3) with time zone,
  	"data_finance_u_r_l" varchar,
  	"data_tcs_i_d" varchar,
  	"data_display_support" boolean,
  	"data_emergency_service" boolean,
  	"data_nate_certified" boolean,
  	"data_show_financing" boolean,
  	"data_leasing_option" boolean,
  	"data_google_reviews" boolean,
  	"data_nexia_dealer" boolean,
  	"data_nexia_dealer_diagnostics" boolean,
  	"data_as_home_dealer" boolean,
  	"data_as_home_dealer_diagnostics" boolean,
  	"data_preferred" boolean,
  	"data_show_address" boolean,
  	"data_is_tcs" boolean,
  	"data_spanish" boolean,
  	"data_dealer_info_data_state" varchar,
  	"data_dealer_info_data_dba_name" varchar,
  	"data_dealer_info_data_week_hours_mon" varchar,
  	"data_dealer_info_data_week_hours_tue" varchar,
  	"data_dealer_info_data_week_hours_wed" varchar,
  	"data_dealer_info_data_week_hours_thu" varchar,
  	"data_dealer_info_data_week_hours_fri" varchar,
  	"data_dealer_info_data_week_hours_sat" varchar,
  	"data_dealer_info_data_week_hours_sun" varchar,
  	"meta_data_dealer_url" varchar,
  	"meta_data_priority_ranking" numeric DEFAULT 0,
  	"meta_data_average_rating" numeric DEFAULT 0,
  	"meta_data_total_review_count" numeric DEFAULT 0,
  	"location_lat" numeric NOT NULL,
  	"location_lon" numeric NOT NULL,
  	"service_area_radius_miles" numeric DEFAULT 50,
  	"fuse_info_pool" varchar,
  	"fuse_info_routing_group" varchar,
  	"fuse_info_permalease_phone" varchar,
  	"fuse_info_target_phone" varchar,
  	"fuse_info_paid_search_permalease" varchar,
  	"whodis_routing_group_i_d" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "dealers_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"dealer_id" integer NOT NULL,
  	"author_name" varchar NOT NULL,
  	"rating" numeric NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"text" varchar NOT NULL,
  	"owner_response" varchar,
  	"owner_response_date" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "rebate_authorities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"authority_id" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"kind" "rebate_auth_kind" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "rebate_programs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"program_id" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"authority_id" integer NOT NULL,
  	"status" "rebate_prog_status" DEFAULT 'active' NOT NULL,
  	"source_url" varchar NOT NULL,
  	"last_verified" varchar NOT NULL,
  	"sample" boolean DEFAULT false,
  	"notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "rebate_offers_items" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "rebate_offer_item",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "rebate_offers_payment_methods" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "rebate_offer_pay",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "rebate_offers_owner_status" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "rebate_owner_status",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "rebate_offers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"offer_id" varchar NOT NULL,
  	"program_id" integer NOT NULL,
  	"amount_type" "rebate_amount_type" NOT NULL,
  	"amount_number" numeric NOT NULL,
  	"amount_unit" "rebate_amount_unit",
  	"amount_maximum" numeric,
  	"amount_representative" numeric,
  	"amount_label" varchar NOT NULL,
  	"currency" "rebate_currency" DEFAULT 'USD' NOT NULL,
  	"income_tier" "rebate_income_tier" DEFAULT 'any' NOT NULL,
  	"start_date" varchar,
  	"end_date" varchar,
  	"geography_country" "rebate_country" DEFAULT 'US' NOT NULL,
  	"exclusive_group" varchar,
  	"combination_cap_group_id" varchar,
  	"combination_cap_max_value" numeric,
  	"notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "rebate_offers_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "leads_deliveries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"target" "enum_leads_deliveries_target" NOT NULL,
  	"status" "enum_leads_deliveries_status" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"last_error" varchar,
  	"next_attempt_at" timestamp(3) with time zone,
  	"delivered_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_leads_kind" NOT NULL,
  	"company_id" numeric,
  	"brand" varchar,
  	"source" varchar,
  	"form_name" varchar,
  	"first_name" varchar,
  	"last_name" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"address_line1" varchar,
  	"city" varchar,
  	"state" varchar,
  	"zip" varchar,
  	"country" varchar,
  	"reason" varchar,
  	"service_type" varchar,
  	"contact_method" varchar,
  	"owner" boolean,
  	"contact_opt_in" boolean,
  	"comments" varchar,
  	"page_url" varchar,
  	"mta_aid" varchar,
  	"mta_sid" varchar,
  	"is_repeat" boolean,
  	"repeat_of_id" integer,
  	"consent_text" varchar,
  	"consent_version" varchar,
  	"consent_accepted_at" timestamp(3) with time zone,
  	"consent_page_url" varchar,
  	"consent_ip" varchar,
  	"consent_user_agent" varchar,
  	"consent_dealer_ids" jsonb,
  	"delivery_status" "enum_leads_delivery_status" DEFAULT 'pending',
  	"next_attempt_at" timestamp(3) with time zone,
  	"event_id" varchar,
  	"idempotency_key" varchar,
  	"repeat_key" varchar,
  	"claimed_until" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "phone_number_pools_phone_numbers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL
  );
  
  CREATE TABLE "phone_number_pools" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"routing_group_id" varchar NOT NULL,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "phone_leases" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"routing_group_id" varchar NOT NULL,
  	"number" varchar NOT NULL,
  	"session_id" varchar,
  	"lease_name" varchar,
  	"dealer_name" varchar,
  	"page_referrer" varchar,
  	"leased_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone,
  	"last_used_at" timestamp(3) with time zone,
  	"renewals" numeric DEFAULT 0,
  	"slot_key" varchar NOT NULL,
  	"version" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "phone_lease_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_phone_lease_events_action" NOT NULL,
  	"routing_group_id" varchar NOT NULL,
  	"number" varchar NOT NULL,
  	"session_id" varchar,
  	"lease_name" varchar,
  	"dealer_name" varchar,
  	"page_referrer" varchar,
  	"expires_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"meta" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
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
  	"users_id" integer,
  	"dealers_id" integer,
  	"reviews_id" integer,
  	"rebate_authorities_id" integer,
  	"rebate_programs_id" integer,
  	"rebate_offers_id" integer,
  	"leads_id" integer,
  	"phone_number_pools_id" integer,
  	"phone_leases_id" integer,
  	"phone_lease_events_id" integer
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
  
  CREATE TABLE "lead_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"retention_days" numeric DEFAULT 730 NOT NULL,
  	"send_homeowner_confirmation" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
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
  ALTER TABLE "rebsav" ADD CONSTRAINT "rebsav_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rebwid" ADD CONSTRAINT "rebwid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealer_loc" ADD CONSTRAINT "dealer_loc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealer_car" ADD CONSTRAINT "dealer_car_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
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
  ALTER TABLE "_rebsav_v" ADD CONSTRAINT "_rebsav_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_rebwid_v" ADD CONSTRAINT "_rebwid_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dealer_loc_v" ADD CONSTRAINT "_dealer_loc_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dealer_car_v" ADD CONSTRAINT "_dealer_car_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealers_whodis_assigned_numbers" ADD CONSTRAINT "dealers_whodis_assigned_numbers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealers_texts" ADD CONSTRAINT "dealers_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "rebate_programs" ADD CONSTRAINT "rebate_programs_authority_id_rebate_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."rebate_authorities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "rebate_offers_items" ADD CONSTRAINT "rebate_offers_items_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."rebate_offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rebate_offers_payment_methods" ADD CONSTRAINT "rebate_offers_payment_methods_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."rebate_offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rebate_offers_owner_status" ADD CONSTRAINT "rebate_offers_owner_status_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."rebate_offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rebate_offers" ADD CONSTRAINT "rebate_offers_program_id_rebate_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."rebate_programs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "rebate_offers_texts" ADD CONSTRAINT "rebate_offers_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."rebate_offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "leads_deliveries" ADD CONSTRAINT "leads_deliveries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_repeat_of_id_leads_id_fk" FOREIGN KEY ("repeat_of_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "phone_number_pools_phone_numbers" ADD CONSTRAINT "phone_number_pools_phone_numbers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."phone_number_pools"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_dealers_fk" FOREIGN KEY ("dealers_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reviews_fk" FOREIGN KEY ("reviews_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_rebate_authorities_fk" FOREIGN KEY ("rebate_authorities_id") REFERENCES "public"."rebate_authorities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_rebate_programs_fk" FOREIGN KEY ("rebate_programs_id") REFERENCES "public"."rebate_programs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_rebate_offers_fk" FOREIGN KEY ("rebate_offers_id") REFERENCES "public"."rebate_offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_phone_number_pools_fk" FOREIGN KEY ("phone_number_pools_id") REFERENCES "public"."phone_number_pools"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_phone_leases_fk" FOREIGN KEY ("phone_leases_id") REFERENCES "public"."phone_leases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_phone_lease_events_fk" FOREIGN KEY ("phone_lease_events_id") REFERENCES "public"."phone_lease_events"("id") ON DELETE cascade ON UPDATE no action;
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
  CREATE INDEX "rebsav_order_idx" ON "rebsav" USING btree ("_order");
  CREATE INDEX "rebsav_parent_id_idx" ON "rebsav" USING btree ("_parent_id");
  CREATE INDEX "rebsav_path_idx" ON "rebsav" USING btree ("_path");
  CREATE INDEX "rebwid_order_idx" ON "rebwid" USING btree ("_order");
  CREATE INDEX "rebwid_parent_id_idx" ON "rebwid" USING btree ("_parent_id");
  CREATE INDEX "rebwid_path_idx" ON "rebwid" USING btree ("_path");
  CREATE INDEX "dealer_loc_order_idx" ON "dealer_loc" USING btree ("_order");
  CREATE INDEX "dealer_loc_parent_id_idx" ON "dealer_loc" USING btree ("_parent_id");
  CREATE INDEX "dealer_loc_path_idx" ON "dealer_loc" USING btree ("_path");
  CREATE INDEX "dealer_car_order_idx" ON "dealer_car" USING btree ("_order");
  CREATE INDEX "dealer_car_parent_id_idx" ON "dealer_car" USING btree ("_parent_id");
  CREATE INDEX "dealer_car_path_idx" ON "dealer_car" USING btree ("_path");
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
  CREATE INDEX "_rebsav_v_order_idx" ON "_rebsav_v" USING btree ("_order");
  CREATE INDEX "_rebsav_v_parent_id_idx" ON "_rebsav_v" USING btree ("_parent_id");
  CREATE INDEX "_rebsav_v_path_idx" ON "_rebsav_v" USING btree ("_path");
  CREATE INDEX "_rebwid_v_order_idx" ON "_rebwid_v" USING btree ("_order");
  CREATE INDEX "_rebwid_v_parent_id_idx" ON "_rebwid_v" USING btree ("_parent_id");
  CREATE INDEX "_rebwid_v_path_idx" ON "_rebwid_v" USING btree ("_path");
  CREATE INDEX "_dealer_loc_v_order_idx" ON "_dealer_loc_v" USING btree ("_order");
  CREATE INDEX "_dealer_loc_v_parent_id_idx" ON "_dealer_loc_v" USING btree ("_parent_id");
  CREATE INDEX "_dealer_loc_v_path_idx" ON "_dealer_loc_v" USING btree ("_path");
  CREATE INDEX "_dealer_car_v_order_idx" ON "_dealer_car_v" USING btree ("_order");
  CREATE INDEX "_dealer_car_v_parent_id_idx" ON "_dealer_car_v" USING btree ("_parent_id");
  CREATE INDEX "_dealer_car_v_path_idx" ON "_dealer_car_v" USING btree ("_path");
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
  CREATE INDEX "dealers_whodis_assigned_numbers_order_idx" ON "dealers_whodis_assigned_numbers" USING btree ("_order");
  CREATE INDEX "dealers_whodis_assigned_numbers_parent_id_idx" ON "dealers_whodis_assigned_numbers" USING btree ("_parent_id");
  CREATE INDEX "dealers_title_idx" ON "dealers" USING btree ("title");
  CREATE INDEX "dealers_active_idx" ON "dealers" USING btree ("active");
  CREATE INDEX "dealers_sample_idx" ON "dealers" USING btree ("sample");
  CREATE UNIQUE INDEX "dealers_data_data_company_i_d_idx" ON "dealers" USING btree ("data_company_i_d");
  CREATE INDEX "dealers_data_data_city_idx" ON "dealers" USING btree ("data_city");
  CREATE INDEX "dealers_data_data_state_idx" ON "dealers" USING btree ("data_state");
  CREATE INDEX "dealers_data_data_zipcode_idx" ON "dealers" USING btree ("data_zipcode");
  CREATE INDEX "dealers_data_data_dealer_type_idx" ON "dealers" USING btree ("data_dealer_type");
  CREATE INDEX "dealers_updated_at_idx" ON "dealers" USING btree ("updated_at");
  CREATE INDEX "dealers_created_at_idx" ON "dealers" USING btree ("created_at");
  CREATE INDEX "dealers_texts_order_parent" ON "dealers_texts" USING btree ("order","parent_id");
  CREATE INDEX "reviews_dealer_idx" ON "reviews" USING btree ("dealer_id");
  CREATE INDEX "reviews_date_idx" ON "reviews" USING btree ("date");
  CREATE INDEX "reviews_updated_at_idx" ON "reviews" USING btree ("updated_at");
  CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");
  CREATE UNIQUE INDEX "rebate_authorities_authority_id_idx" ON "rebate_authorities" USING btree ("authority_id");
  CREATE INDEX "rebate_authorities_updated_at_idx" ON "rebate_authorities" USING btree ("updated_at");
  CREATE INDEX "rebate_authorities_created_at_idx" ON "rebate_authorities" USING btree ("created_at");
  CREATE UNIQUE INDEX "rebate_programs_program_id_idx" ON "rebate_programs" USING btree ("program_id");
  CREATE INDEX "rebate_programs_authority_idx" ON "rebate_programs" USING btree ("authority_id");
  CREATE INDEX "rebate_programs_updated_at_idx" ON "rebate_programs" USING btree ("updated_at");
  CREATE INDEX "rebate_programs_created_at_idx" ON "rebate_programs" USING btree ("created_at");
  CREATE INDEX "rebate_offers_items_order_idx" ON "rebate_offers_items" USING btree ("order");
  CREATE INDEX "rebate_offers_items_parent_idx" ON "rebate_offers_items" USING btree ("parent_id");
  CREATE INDEX "rebate_offers_payment_methods_order_idx" ON "rebate_offers_payment_methods" USING btree ("order");
  CREATE INDEX "rebate_offers_payment_methods_parent_idx" ON "rebate_offers_payment_methods" USING btree ("parent_id");
  CREATE INDEX "rebate_offers_owner_status_order_idx" ON "rebate_offers_owner_status" USING btree ("order");
  CREATE INDEX "rebate_offers_owner_status_parent_idx" ON "rebate_offers_owner_status" USING btree ("parent_id");
  CREATE UNIQUE INDEX "rebate_offers_offer_id_idx" ON "rebate_offers" USING btree ("offer_id");
  CREATE INDEX "rebate_offers_program_idx" ON "rebate_offers" USING btree ("program_id");
  CREATE INDEX "rebate_offers_updated_at_idx" ON "rebate_offers" USING btree ("updated_at");
  CREATE INDEX "rebate_offers_created_at_idx" ON "rebate_offers" USING btree ("created_at");
  CREATE INDEX "rebate_offers_texts_order_parent" ON "rebate_offers_texts" USING btree ("order","parent_id");
  CREATE INDEX "leads_deliveries_order_idx" ON "leads_deliveries" USING btree ("_order");
  CREATE INDEX "leads_deliveries_parent_id_idx" ON "leads_deliveries" USING btree ("_parent_id");
  CREATE INDEX "leads_kind_idx" ON "leads" USING btree ("kind");
  CREATE INDEX "leads_company_id_idx" ON "leads" USING btree ("company_id");
  CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");
  CREATE INDEX "leads_is_repeat_idx" ON "leads" USING btree ("is_repeat");
  CREATE INDEX "leads_repeat_of_idx" ON "leads" USING btree ("repeat_of_id");
  CREATE INDEX "leads_delivery_status_idx" ON "leads" USING btree ("delivery_status");
  CREATE INDEX "leads_next_attempt_at_idx" ON "leads" USING btree ("next_attempt_at");
  CREATE UNIQUE INDEX "leads_event_id_idx" ON "leads" USING btree ("event_id");
  CREATE UNIQUE INDEX "leads_idempotency_key_idx" ON "leads" USING btree ("idempotency_key");
  CREATE INDEX "leads_repeat_key_idx" ON "leads" USING btree ("repeat_key");
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");
  CREATE INDEX "phone_number_pools_phone_numbers_order_idx" ON "phone_number_pools_phone_numbers" USING btree ("_order");
  CREATE INDEX "phone_number_pools_phone_numbers_parent_id_idx" ON "phone_number_pools_phone_numbers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "phone_number_pools_routing_group_id_idx" ON "phone_number_pools" USING btree ("routing_group_id");
  CREATE INDEX "phone_number_pools_updated_at_idx" ON "phone_number_pools" USING btree ("updated_at");
  CREATE INDEX "phone_number_pools_created_at_idx" ON "phone_number_pools" USING btree ("created_at");
  CREATE INDEX "phone_leases_routing_group_id_idx" ON "phone_leases" USING btree ("routing_group_id");
  CREATE INDEX "phone_leases_number_idx" ON "phone_leases" USING btree ("number");
  CREATE INDEX "phone_leases_session_id_idx" ON "phone_leases" USING btree ("session_id");
  CREATE INDEX "phone_leases_expires_at_idx" ON "phone_leases" USING btree ("expires_at");
  CREATE UNIQUE INDEX "phone_leases_slot_key_idx" ON "phone_leases" USING btree ("slot_key");
  CREATE INDEX "phone_leases_updated_at_idx" ON "phone_leases" USING btree ("updated_at");
  CREATE INDEX "phone_leases_created_at_idx" ON "phone_leases" USING btree ("created_at");
  CREATE INDEX "phone_lease_events_action_idx" ON "phone_lease_events" USING btree ("action");
  CREATE INDEX "phone_lease_events_routing_group_id_idx" ON "phone_lease_events" USING btree ("routing_group_id");
  CREATE INDEX "phone_lease_events_number_idx" ON "phone_lease_events" USING btree ("number");
  CREATE INDEX "phone_lease_events_session_id_idx" ON "phone_lease_events" USING btree ("session_id");
  CREATE INDEX "phone_lease_events_updated_at_idx" ON "phone_lease_events" USING btree ("updated_at");
  CREATE INDEX "phone_lease_events_created_at_idx" ON "phone_lease_events" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_dealers_id_idx" ON "payload_locked_documents_rels" USING btree ("dealers_id");
  CREATE INDEX "payload_locked_documents_rels_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("reviews_id");
  CREATE INDEX "payload_locked_documents_rels_rebate_authorities_id_idx" ON "payload_locked_documents_rels" USING btree ("rebate_authorities_id");
  CREATE INDEX "payload_locked_documents_rels_rebate_programs_id_idx" ON "payload_locked_documents_rels" USING btree ("rebate_programs_id");
  CREATE INDEX "payload_locked_documents_rels_rebate_offers_id_idx" ON "payload_locked_documents_rels" USING btree ("rebate_offers_id");
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("leads_id");
  CREATE INDEX "payload_locked_documents_rels_phone_number_pools_id_idx" ON "payload_locked_documents_rels" USING btree ("phone_number_pools_id");
  CREATE INDEX "payload_locked_documents_rels_phone_leases_id_idx" ON "payload_locked_documents_rels" USING btree ("phone_leases_id");
  CREATE INDEX "payload_locked_documents_rels_phone_lease_events_id_idx" ON "payload_locked_documents_rels" USING btree ("phone_lease_events_id");
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
  DROP TABLE "rebsav" CASCADE;
  DROP TABLE "rebwid" CASCADE;
  DROP TABLE "dealer_loc" CASCADE;
  DROP TABLE "dealer_car" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "_hero25_v" CASCADE;
  DROP TABLE "_pages_v_blocks_content" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_items" CASCADE;
  DROP TABLE "_pages_v_blocks_faq" CASCADE;
  DROP TABLE "_pages_v_blocks_promo_card" CASCADE;
  DROP TABLE "_rebsav_v" CASCADE;
  DROP TABLE "_rebwid_v" CASCADE;
  DROP TABLE "_dealer_loc_v" CASCADE;
  DROP TABLE "_dealer_car_v" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "dealers_whodis_assigned_numbers" CASCADE;
  DROP TABLE "dealers" CASCADE;
  DROP TABLE "dealers_texts" CASCADE;
  DROP TABLE "reviews" CASCADE;
  DROP TABLE "rebate_authorities" CASCADE;
  DROP TABLE "rebate_programs" CASCADE;
  DROP TABLE "rebate_offers_items" CASCADE;
  DROP TABLE "rebate_offers_payment_methods" CASCADE;
  DROP TABLE "rebate_offers_owner_status" CASCADE;
  DROP TABLE "rebate_offers" CASCADE;
  DROP TABLE "rebate_offers_texts" CASCADE;
  DROP TABLE "leads_deliveries" CASCADE;
  DROP TABLE "leads" CASCADE;
  DROP TABLE "phone_number_pools_phone_numbers" CASCADE;
  DROP TABLE "phone_number_pools" CASCADE;
  DROP TABLE "phone_leases" CASCADE;
  DROP TABLE "phone_lease_events" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
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
  DROP TABLE "lead_settings" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
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
  DROP TYPE "public"."rebsav_show";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."rebate_auth_kind";
  DROP TYPE "public"."rebate_prog_status";
  DROP TYPE "public"."rebate_offer_item";
  DROP TYPE "public"."rebate_offer_pay";
  DROP TYPE "public"."rebate_owner_status";
  DROP TYPE "public"."rebate_amount_type";
  DROP TYPE "public"."rebate_amount_unit";
  DROP TYPE "public"."rebate_currency";
  DROP TYPE "public"."rebate_income_tier";
  DROP TYPE "public"."rebate_country";
  DROP TYPE "public"."enum_leads_deliveries_target";
  DROP TYPE "public"."enum_leads_deliveries_status";
  DROP TYPE "public"."enum_leads_kind";
  DROP TYPE "public"."enum_leads_delivery_status";
  DROP TYPE "public"."enum_phone_lease_events_action";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
