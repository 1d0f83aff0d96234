import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`hero25\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`main_text_title\` text,
  	\`main_text_subtitle\` text,
  	\`main_call_to_action_text\` text,
  	\`main_call_to_action_url\` text,
  	\`main_content_alignment\` text DEFAULT 'middle',
  	\`main_content_justification\` text DEFAULT 'left',
  	\`main_hero_background_image_id\` integer,
  	\`main_hero_background_image_alignment_mobile\` text DEFAULT 'center',
  	\`main_link_background\` text,
  	\`main_link_corner_radius\` text DEFAULT 'full',
  	\`main_link_width\` text,
  	\`main_link_show_icon\` integer DEFAULT false,
  	\`main_link_icon\` text,
  	\`sidebar_show_sidebar\` integer DEFAULT false,
  	\`sidebar_whos_on_top\` text,
  	\`sidebar_call_to_action_show_call_to_action\` integer DEFAULT false,
  	\`sidebar_call_to_action_text\` text,
  	\`sidebar_call_to_action_image_id\` integer,
  	\`sidebar_call_to_action_action_text\` text,
  	\`sidebar_call_to_action_action_url\` text DEFAULT '/',
  	\`sidebar_call_to_action_background\` text,
  	\`sidebar_call_to_action_corner_radius\` text DEFAULT 'full',
  	\`sidebar_call_to_action_width\` text,
  	\`sidebar_call_to_action_show_icon\` integer DEFAULT false,
  	\`sidebar_call_to_action_icon\` text,
  	\`sidebar_find_a_dealer_title\` text,
  	\`sidebar_find_a_dealer_subtitle\` text,
  	\`sidebar_find_a_dealer_dealer_image_id\` integer,
  	\`sidebar_find_a_dealer_placeholder_text\` text DEFAULT 'Enter ZIP or postal code',
  	\`sidebar_find_a_dealer_action_text\` text DEFAULT 'Find a dealer',
  	\`sidebar_find_a_dealer_action_background\` text,
  	\`sidebar_find_a_dealer_action_corner_radius\` text DEFAULT 'full',
  	\`sidebar_find_a_dealer_action_width\` text,
  	\`sidebar_find_a_dealer_action_show_icon\` integer DEFAULT false,
  	\`sidebar_find_a_dealer_action_icon\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`main_hero_background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`sidebar_call_to_action_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`sidebar_find_a_dealer_dealer_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`hero25_order_idx\` ON \`hero25\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`hero25_parent_id_idx\` ON \`hero25\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`hero25_path_idx\` ON \`hero25\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`hero25_main_hero_background_image_idx\` ON \`hero25\` (\`main_hero_background_image_id\`);`)
  await db.run(sql`CREATE INDEX \`hero25_sidebar_call_to_action_image_idx\` ON \`hero25\` (\`sidebar_call_to_action_image_id\`);`)
  await db.run(sql`CREATE INDEX \`hero25_sidebar_find_a_dealer_dealer_image_idx\` ON \`hero25\` (\`sidebar_find_a_dealer_dealer_image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`rich_text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_order_idx\` ON \`pages_blocks_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_parent_id_idx\` ON \`pages_blocks_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_path_idx\` ON \`pages_blocks_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_items_order_idx\` ON \`pages_blocks_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_items_parent_id_idx\` ON \`pages_blocks_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_order_idx\` ON \`pages_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_parent_id_idx\` ON \`pages_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_path_idx\` ON \`pages_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_promo_card\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`image_id\` integer,
  	\`button_text\` text,
  	\`url\` text,
  	\`button_style\` text DEFAULT 'primary',
  	\`background_color\` text DEFAULT 'baby-blue',
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_promo_card_order_idx\` ON \`pages_blocks_promo_card\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_promo_card_parent_id_idx\` ON \`pages_blocks_promo_card\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_promo_card_path_idx\` ON \`pages_blocks_promo_card\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_promo_card_image_idx\` ON \`pages_blocks_promo_card\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`rebsav\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`show_block\` text DEFAULT '1',
  	\`heading\` text DEFAULT 'See what you could save',
  	\`intro\` text,
  	\`zip_label\` text DEFAULT 'Zip Code',
  	\`button_text\` text DEFAULT 'Search',
  	\`cta_heading\` text DEFAULT 'Ready to start saving?',
  	\`cta_text\` text DEFAULT 'A local dealer can help you choose a system that qualifies.',
  	\`cta_button_text\` text DEFAULT 'Contact a local dealer',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`rebsav_order_idx\` ON \`rebsav\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`rebsav_parent_id_idx\` ON \`rebsav\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`rebsav_path_idx\` ON \`rebsav\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`rebwid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`headline\` text DEFAULT 'Rebates and tax credits near you',
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`rebwid_order_idx\` ON \`rebwid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`rebwid_parent_id_idx\` ON \`rebwid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`rebwid_path_idx\` ON \`rebwid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`dealer_loc\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Find a dealer near you',
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`dealer_loc_order_idx\` ON \`dealer_loc\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`dealer_loc_parent_id_idx\` ON \`dealer_loc\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`dealer_loc_path_idx\` ON \`dealer_loc\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`dealer_car\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Dealers near you',
  	\`subtitle\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`dealer_car_order_idx\` ON \`dealer_car\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`dealer_car_parent_id_idx\` ON \`dealer_car\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`dealer_car_path_idx\` ON \`dealer_car\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`meta_no_index\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_meta_meta_image_idx\` ON \`pages\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_hero25_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`main_text_title\` text,
  	\`main_text_subtitle\` text,
  	\`main_call_to_action_text\` text,
  	\`main_call_to_action_url\` text,
  	\`main_content_alignment\` text DEFAULT 'middle',
  	\`main_content_justification\` text DEFAULT 'left',
  	\`main_hero_background_image_id\` integer,
  	\`main_hero_background_image_alignment_mobile\` text DEFAULT 'center',
  	\`main_link_background\` text,
  	\`main_link_corner_radius\` text DEFAULT 'full',
  	\`main_link_width\` text,
  	\`main_link_show_icon\` integer DEFAULT false,
  	\`main_link_icon\` text,
  	\`sidebar_show_sidebar\` integer DEFAULT false,
  	\`sidebar_whos_on_top\` text,
  	\`sidebar_call_to_action_show_call_to_action\` integer DEFAULT false,
  	\`sidebar_call_to_action_text\` text,
  	\`sidebar_call_to_action_image_id\` integer,
  	\`sidebar_call_to_action_action_text\` text,
  	\`sidebar_call_to_action_action_url\` text DEFAULT '/',
  	\`sidebar_call_to_action_background\` text,
  	\`sidebar_call_to_action_corner_radius\` text DEFAULT 'full',
  	\`sidebar_call_to_action_width\` text,
  	\`sidebar_call_to_action_show_icon\` integer DEFAULT false,
  	\`sidebar_call_to_action_icon\` text,
  	\`sidebar_find_a_dealer_title\` text,
  	\`sidebar_find_a_dealer_subtitle\` text,
  	\`sidebar_find_a_dealer_dealer_image_id\` integer,
  	\`sidebar_find_a_dealer_placeholder_text\` text DEFAULT 'Enter ZIP or postal code',
  	\`sidebar_find_a_dealer_action_text\` text DEFAULT 'Find a dealer',
  	\`sidebar_find_a_dealer_action_background\` text,
  	\`sidebar_find_a_dealer_action_corner_radius\` text DEFAULT 'full',
  	\`sidebar_find_a_dealer_action_width\` text,
  	\`sidebar_find_a_dealer_action_show_icon\` integer DEFAULT false,
  	\`sidebar_find_a_dealer_action_icon\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`main_hero_background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`sidebar_call_to_action_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`sidebar_find_a_dealer_dealer_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_hero25_v_order_idx\` ON \`_hero25_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_hero25_v_parent_id_idx\` ON \`_hero25_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_hero25_v_path_idx\` ON \`_hero25_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_hero25_v_main_hero_background_image_idx\` ON \`_hero25_v\` (\`main_hero_background_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_hero25_v_sidebar_call_to_action_image_idx\` ON \`_hero25_v\` (\`sidebar_call_to_action_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_hero25_v_sidebar_find_a_dealer_dealer_image_idx\` ON \`_hero25_v\` (\`sidebar_find_a_dealer_dealer_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`rich_text\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_order_idx\` ON \`_pages_v_blocks_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_parent_id_idx\` ON \`_pages_v_blocks_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_path_idx\` ON \`_pages_v_blocks_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_items_order_idx\` ON \`_pages_v_blocks_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_items_parent_id_idx\` ON \`_pages_v_blocks_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_order_idx\` ON \`_pages_v_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_parent_id_idx\` ON \`_pages_v_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_path_idx\` ON \`_pages_v_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_promo_card\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`image_id\` integer,
  	\`button_text\` text,
  	\`url\` text,
  	\`button_style\` text DEFAULT 'primary',
  	\`background_color\` text DEFAULT 'baby-blue',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_promo_card_order_idx\` ON \`_pages_v_blocks_promo_card\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_promo_card_parent_id_idx\` ON \`_pages_v_blocks_promo_card\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_promo_card_path_idx\` ON \`_pages_v_blocks_promo_card\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_promo_card_image_idx\` ON \`_pages_v_blocks_promo_card\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_rebsav_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`show_block\` text DEFAULT '1',
  	\`heading\` text DEFAULT 'See what you could save',
  	\`intro\` text,
  	\`zip_label\` text DEFAULT 'Zip Code',
  	\`button_text\` text DEFAULT 'Search',
  	\`cta_heading\` text DEFAULT 'Ready to start saving?',
  	\`cta_text\` text DEFAULT 'A local dealer can help you choose a system that qualifies.',
  	\`cta_button_text\` text DEFAULT 'Contact a local dealer',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_rebsav_v_order_idx\` ON \`_rebsav_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_rebsav_v_parent_id_idx\` ON \`_rebsav_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_rebsav_v_path_idx\` ON \`_rebsav_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_rebwid_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`headline\` text DEFAULT 'Rebates and tax credits near you',
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_rebwid_v_order_idx\` ON \`_rebwid_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_rebwid_v_parent_id_idx\` ON \`_rebwid_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_rebwid_v_path_idx\` ON \`_rebwid_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_dealer_loc_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Find a dealer near you',
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_dealer_loc_v_order_idx\` ON \`_dealer_loc_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_dealer_loc_v_parent_id_idx\` ON \`_dealer_loc_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_dealer_loc_v_path_idx\` ON \`_dealer_loc_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_dealer_car_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Dealers near you',
  	\`subtitle\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_dealer_car_v_order_idx\` ON \`_dealer_car_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_dealer_car_v_parent_id_idx\` ON \`_dealer_car_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_dealer_car_v_path_idx\` ON \`_dealer_car_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_meta_no_index\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_meta_version_meta_image_idx\` ON \`_pages_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_thumbnail_url\` text,
  	\`sizes_thumbnail_width\` numeric,
  	\`sizes_thumbnail_height\` numeric,
  	\`sizes_thumbnail_mime_type\` text,
  	\`sizes_thumbnail_filesize\` numeric,
  	\`sizes_thumbnail_filename\` text,
  	\`sizes_small_url\` text,
  	\`sizes_small_width\` numeric,
  	\`sizes_small_height\` numeric,
  	\`sizes_small_mime_type\` text,
  	\`sizes_small_filesize\` numeric,
  	\`sizes_small_filename\` text,
  	\`sizes_medium_url\` text,
  	\`sizes_medium_width\` numeric,
  	\`sizes_medium_height\` numeric,
  	\`sizes_medium_mime_type\` text,
  	\`sizes_medium_filesize\` numeric,
  	\`sizes_medium_filename\` text,
  	\`sizes_large_url\` text,
  	\`sizes_large_width\` numeric,
  	\`sizes_large_height\` numeric,
  	\`sizes_large_mime_type\` text,
  	\`sizes_large_filesize\` numeric,
  	\`sizes_large_filename\` text,
  	\`sizes_xlarge_url\` text,
  	\`sizes_xlarge_width\` numeric,
  	\`sizes_xlarge_height\` numeric,
  	\`sizes_xlarge_mime_type\` text,
  	\`sizes_xlarge_filesize\` numeric,
  	\`sizes_xlarge_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`media\` (\`sizes_thumbnail_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_small_sizes_small_filename_idx\` ON \`media\` (\`sizes_small_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_medium_sizes_medium_filename_idx\` ON \`media\` (\`sizes_medium_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_large_sizes_large_filename_idx\` ON \`media\` (\`sizes_large_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_xlarge_sizes_xlarge_filename_idx\` ON \`media\` (\`sizes_xlarge_filename\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`dealers_whodis_assigned_numbers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`number_type\` text NOT NULL,
  	\`phone_number\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`dealers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`dealers_whodis_assigned_numbers_order_idx\` ON \`dealers_whodis_assigned_numbers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`dealers_whodis_assigned_numbers_parent_id_idx\` ON \`dealers_whodis_assigned_numbers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`dealers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`active\` integer DEFAULT true,
  	\`sample\` integer DEFAULT false,
  	\`data_company_i_d\` numeric NOT NULL,
  	\`data_name\` text NOT NULL,
  	\`data_dealer_guid\` text,
  	\`data_brand_i_d\` text,
  	\`data_value_brand\` text,
  	\`data_address_line1\` text,
  	\`data_address_line2\` text,
  	\`data_city\` text,
  	\`data_state\` text,
  	\`data_zipcode\` text,
  	\`data_country\` text,
  	\`data_phone1\` text,
  	\`data_phone2\` text,
  	\`data_phone3\` text,
  	\`data_email\` text,
  	\`data_dealer_type\` text,
  	\`data_score\` numeric,
  	\`data_total_response_count\` numeric,
  	\`data_charter_member_date\` text,
  	\`data_finance_u_r_l\` text,
  	\`data_tcs_i_d\` text,
  	\`data_display_support\` integer,
  	\`data_emergency_service\` integer,
  	\`data_nate_certified\` integer,
  	\`data_show_financing\` integer,
  	\`data_leasing_option\` integer,
  	\`data_google_reviews\` integer,
  	\`data_nexia_dealer\` integer,
  	\`data_nexia_dealer_diagnostics\` integer,
  	\`data_as_home_dealer\` integer,
  	\`data_as_home_dealer_diagnostics\` integer,
  	\`data_preferred\` integer,
  	\`data_show_address\` integer,
  	\`data_is_tcs\` integer,
  	\`data_spanish\` integer,
  	\`data_dealer_info_data_state\` text,
  	\`data_dealer_info_data_dba_name\` text,
  	\`data_dealer_info_data_week_hours_mon\` text,
  	\`data_dealer_info_data_week_hours_tue\` text,
  	\`data_dealer_info_data_week_hours_wed\` text,
  	\`data_dealer_info_data_week_hours_thu\` text,
  	\`data_dealer_info_data_week_hours_fri\` text,
  	\`data_dealer_info_data_week_hours_sat\` text,
  	\`data_dealer_info_data_week_hours_sun\` text,
  	\`meta_data_dealer_url\` text,
  	\`meta_data_priority_ranking\` numeric DEFAULT 0,
  	\`meta_data_average_rating\` numeric DEFAULT 0,
  	\`meta_data_total_review_count\` numeric DEFAULT 0,
  	\`location_lat\` numeric NOT NULL,
  	\`location_lon\` numeric NOT NULL,
  	\`service_area_radius_miles\` numeric DEFAULT 50,
  	\`fuse_info_pool\` text,
  	\`fuse_info_routing_group\` text,
  	\`fuse_info_permalease_phone\` text,
  	\`fuse_info_target_phone\` text,
  	\`fuse_info_paid_search_permalease\` text,
  	\`whodis_routing_group_i_d\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`dealers_title_idx\` ON \`dealers\` (\`title\`);`)
  await db.run(sql`CREATE INDEX \`dealers_active_idx\` ON \`dealers\` (\`active\`);`)
  await db.run(sql`CREATE INDEX \`dealers_sample_idx\` ON \`dealers\` (\`sample\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`dealers_data_data_company_i_d_idx\` ON \`dealers\` (\`data_company_i_d\`);`)
  await db.run(sql`CREATE INDEX \`dealers_data_data_city_idx\` ON \`dealers\` (\`data_city\`);`)
  await db.run(sql`CREATE INDEX \`dealers_data_data_state_idx\` ON \`dealers\` (\`data_state\`);`)
  await db.run(sql`CREATE INDEX \`dealers_data_data_zipcode_idx\` ON \`dealers\` (\`data_zipcode\`);`)
  await db.run(sql`CREATE INDEX \`dealers_data_data_dealer_type_idx\` ON \`dealers\` (\`data_dealer_type\`);`)
  await db.run(sql`CREATE INDEX \`dealers_updated_at_idx\` ON \`dealers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`dealers_created_at_idx\` ON \`dealers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`dealers_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`dealers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`dealers_texts_order_parent\` ON \`dealers_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`reviews\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`dealer_id\` integer NOT NULL,
  	\`author_name\` text NOT NULL,
  	\`rating\` numeric NOT NULL,
  	\`date\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`owner_response\` text,
  	\`owner_response_date\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`dealer_id\`) REFERENCES \`dealers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`reviews_dealer_idx\` ON \`reviews\` (\`dealer_id\`);`)
  await db.run(sql`CREATE INDEX \`reviews_date_idx\` ON \`reviews\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`reviews_updated_at_idx\` ON \`reviews\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`reviews_created_at_idx\` ON \`reviews\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`rebate_authorities\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`authority_id\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`rebate_authorities_authority_id_idx\` ON \`rebate_authorities\` (\`authority_id\`);`)
  await db.run(sql`CREATE INDEX \`rebate_authorities_updated_at_idx\` ON \`rebate_authorities\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`rebate_authorities_created_at_idx\` ON \`rebate_authorities\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`rebate_programs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`program_id\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`authority_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'active' NOT NULL,
  	\`source_url\` text NOT NULL,
  	\`last_verified\` text NOT NULL,
  	\`sample\` integer DEFAULT false,
  	\`notes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`authority_id\`) REFERENCES \`rebate_authorities\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`rebate_programs_program_id_idx\` ON \`rebate_programs\` (\`program_id\`);`)
  await db.run(sql`CREATE INDEX \`rebate_programs_authority_idx\` ON \`rebate_programs\` (\`authority_id\`);`)
  await db.run(sql`CREATE INDEX \`rebate_programs_updated_at_idx\` ON \`rebate_programs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`rebate_programs_created_at_idx\` ON \`rebate_programs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`rebate_offers_items\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`rebate_offers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`rebate_offers_items_order_idx\` ON \`rebate_offers_items\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`rebate_offers_items_parent_idx\` ON \`rebate_offers_items\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`rebate_offers_payment_methods\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`rebate_offers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`rebate_offers_payment_methods_order_idx\` ON \`rebate_offers_payment_methods\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`rebate_offers_payment_methods_parent_idx\` ON \`rebate_offers_payment_methods\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`rebate_offers_owner_status\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`rebate_offers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`rebate_offers_owner_status_order_idx\` ON \`rebate_offers_owner_status\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`rebate_offers_owner_status_parent_idx\` ON \`rebate_offers_owner_status\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`rebate_offers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`offer_id\` text NOT NULL,
  	\`program_id\` integer NOT NULL,
  	\`amount_type\` text NOT NULL,
  	\`amount_number\` numeric NOT NULL,
  	\`amount_unit\` text,
  	\`amount_maximum\` numeric,
  	\`amount_representative\` numeric,
  	\`amount_label\` text NOT NULL,
  	\`currency\` text DEFAULT 'USD' NOT NULL,
  	\`income_tier\` text DEFAULT 'any' NOT NULL,
  	\`start_date\` text,
  	\`end_date\` text,
  	\`geography_country\` text DEFAULT 'US' NOT NULL,
  	\`exclusive_group\` text,
  	\`combination_cap_group_id\` text,
  	\`combination_cap_max_value\` numeric,
  	\`notes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`program_id\`) REFERENCES \`rebate_programs\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`rebate_offers_offer_id_idx\` ON \`rebate_offers\` (\`offer_id\`);`)
  await db.run(sql`CREATE INDEX \`rebate_offers_program_idx\` ON \`rebate_offers\` (\`program_id\`);`)
  await db.run(sql`CREATE INDEX \`rebate_offers_updated_at_idx\` ON \`rebate_offers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`rebate_offers_created_at_idx\` ON \`rebate_offers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`rebate_offers_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`rebate_offers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`rebate_offers_texts_order_parent\` ON \`rebate_offers_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`leads_deliveries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`target\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`attempts\` numeric DEFAULT 0,
  	\`last_error\` text,
  	\`next_attempt_at\` text,
  	\`delivered_at\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`leads_deliveries_order_idx\` ON \`leads_deliveries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`leads_deliveries_parent_id_idx\` ON \`leads_deliveries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`leads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`company_id\` numeric,
  	\`brand\` text,
  	\`source\` text,
  	\`form_name\` text,
  	\`first_name\` text,
  	\`last_name\` text,
  	\`email\` text,
  	\`phone\` text,
  	\`address_line1\` text,
  	\`city\` text,
  	\`state\` text,
  	\`zip\` text,
  	\`country\` text,
  	\`reason\` text,
  	\`service_type\` text,
  	\`contact_method\` text,
  	\`owner\` integer,
  	\`contact_opt_in\` integer,
  	\`comments\` text,
  	\`page_url\` text,
  	\`mta_aid\` text,
  	\`mta_sid\` text,
  	\`is_repeat\` integer,
  	\`repeat_of_id\` integer,
  	\`consent_text\` text,
  	\`consent_version\` text,
  	\`consent_accepted_at\` text,
  	\`consent_page_url\` text,
  	\`consent_ip\` text,
  	\`consent_user_agent\` text,
  	\`consent_dealer_ids\` text,
  	\`delivery_status\` text DEFAULT 'pending',
  	\`next_attempt_at\` text,
  	\`event_id\` text,
  	\`idempotency_key\` text,
  	\`repeat_key\` text,
  	\`claimed_until\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`repeat_of_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`leads_kind_idx\` ON \`leads\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`leads_company_id_idx\` ON \`leads\` (\`company_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_email_idx\` ON \`leads\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`leads_is_repeat_idx\` ON \`leads\` (\`is_repeat\`);`)
  await db.run(sql`CREATE INDEX \`leads_repeat_of_idx\` ON \`leads\` (\`repeat_of_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_delivery_status_idx\` ON \`leads\` (\`delivery_status\`);`)
  await db.run(sql`CREATE INDEX \`leads_next_attempt_at_idx\` ON \`leads\` (\`next_attempt_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`leads_event_id_idx\` ON \`leads\` (\`event_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`leads_idempotency_key_idx\` ON \`leads\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`leads_repeat_key_idx\` ON \`leads\` (\`repeat_key\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`phone_number_pools_phone_numbers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`number\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`phone_number_pools\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`phone_number_pools_phone_numbers_order_idx\` ON \`phone_number_pools_phone_numbers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`phone_number_pools_phone_numbers_parent_id_idx\` ON \`phone_number_pools_phone_numbers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`phone_number_pools\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`routing_group_id\` text NOT NULL,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`phone_number_pools_routing_group_id_idx\` ON \`phone_number_pools\` (\`routing_group_id\`);`)
  await db.run(sql`CREATE INDEX \`phone_number_pools_updated_at_idx\` ON \`phone_number_pools\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`phone_number_pools_created_at_idx\` ON \`phone_number_pools\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`phone_leases\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`routing_group_id\` text NOT NULL,
  	\`number\` text NOT NULL,
  	\`session_id\` text,
  	\`lease_name\` text,
  	\`dealer_name\` text,
  	\`page_referrer\` text,
  	\`leased_at\` text,
  	\`expires_at\` text,
  	\`last_used_at\` text,
  	\`renewals\` numeric DEFAULT 0,
  	\`slot_key\` text NOT NULL,
  	\`version\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`phone_leases_routing_group_id_idx\` ON \`phone_leases\` (\`routing_group_id\`);`)
  await db.run(sql`CREATE INDEX \`phone_leases_number_idx\` ON \`phone_leases\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`phone_leases_session_id_idx\` ON \`phone_leases\` (\`session_id\`);`)
  await db.run(sql`CREATE INDEX \`phone_leases_expires_at_idx\` ON \`phone_leases\` (\`expires_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`phone_leases_slot_key_idx\` ON \`phone_leases\` (\`slot_key\`);`)
  await db.run(sql`CREATE INDEX \`phone_leases_updated_at_idx\` ON \`phone_leases\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`phone_leases_created_at_idx\` ON \`phone_leases\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`phone_lease_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`action\` text NOT NULL,
  	\`routing_group_id\` text NOT NULL,
  	\`number\` text NOT NULL,
  	\`session_id\` text,
  	\`lease_name\` text,
  	\`dealer_name\` text,
  	\`page_referrer\` text,
  	\`expires_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`phone_lease_events_action_idx\` ON \`phone_lease_events\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`phone_lease_events_routing_group_id_idx\` ON \`phone_lease_events\` (\`routing_group_id\`);`)
  await db.run(sql`CREATE INDEX \`phone_lease_events_number_idx\` ON \`phone_lease_events\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`phone_lease_events_session_id_idx\` ON \`phone_lease_events\` (\`session_id\`);`)
  await db.run(sql`CREATE INDEX \`phone_lease_events_updated_at_idx\` ON \`phone_lease_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`phone_lease_events_created_at_idx\` ON \`phone_lease_events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`meta\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`phone_lease_events_id\`) REFERENCES \`phone_lease_events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
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
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_call_now_pages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`path\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_call_now_pages_order_idx\` ON \`site_settings_call_now_pages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_call_now_pages_parent_id_idx\` ON \`site_settings_call_now_pages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_contact_dealer_campaign_paths\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`path\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_contact_dealer_campaign_paths_order_idx\` ON \`site_settings_contact_dealer_campaign_paths\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_contact_dealer_campaign_paths_parent_id_idx\` ON \`site_settings_contact_dealer_campaign_paths\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand_code\` text DEFAULT 'AS' NOT NULL,
  	\`brand_name\` text DEFAULT 'American Standard' NOT NULL,
  	\`support_phone\` text DEFAULT '1-800-555-0123' NOT NULL,
  	\`support_hours\` text DEFAULT 'Monday to Friday 7am to 5pm CST' NOT NULL,
  	\`privacy_policy_url\` text DEFAULT '/privacy-policy/' NOT NULL,
  	\`single_dealer_company_id\` numeric,
  	\`info_mode\` integer DEFAULT false,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`header_nav_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`header_nav_items_order_idx\` ON \`header_nav_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_nav_items_parent_id_idx\` ON \`header_nav_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`footer_nav_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footer_nav_items_order_idx\` ON \`footer_nav_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_nav_items_parent_id_idx\` ON \`footer_nav_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footer\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`note\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`lead_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`retention_days\` numeric DEFAULT 730 NOT NULL,
  	\`send_homeowner_confirmation\` integer DEFAULT false,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`hero25\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_content\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_promo_card\`;`)
  await db.run(sql`DROP TABLE \`rebsav\`;`)
  await db.run(sql`DROP TABLE \`rebwid\`;`)
  await db.run(sql`DROP TABLE \`dealer_loc\`;`)
  await db.run(sql`DROP TABLE \`dealer_car\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`_hero25_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_content\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_promo_card\`;`)
  await db.run(sql`DROP TABLE \`_rebsav_v\`;`)
  await db.run(sql`DROP TABLE \`_rebwid_v\`;`)
  await db.run(sql`DROP TABLE \`_dealer_loc_v\`;`)
  await db.run(sql`DROP TABLE \`_dealer_car_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`dealers_whodis_assigned_numbers\`;`)
  await db.run(sql`DROP TABLE \`dealers\`;`)
  await db.run(sql`DROP TABLE \`dealers_texts\`;`)
  await db.run(sql`DROP TABLE \`reviews\`;`)
  await db.run(sql`DROP TABLE \`rebate_authorities\`;`)
  await db.run(sql`DROP TABLE \`rebate_programs\`;`)
  await db.run(sql`DROP TABLE \`rebate_offers_items\`;`)
  await db.run(sql`DROP TABLE \`rebate_offers_payment_methods\`;`)
  await db.run(sql`DROP TABLE \`rebate_offers_owner_status\`;`)
  await db.run(sql`DROP TABLE \`rebate_offers\`;`)
  await db.run(sql`DROP TABLE \`rebate_offers_texts\`;`)
  await db.run(sql`DROP TABLE \`leads_deliveries\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`DROP TABLE \`phone_number_pools_phone_numbers\`;`)
  await db.run(sql`DROP TABLE \`phone_number_pools\`;`)
  await db.run(sql`DROP TABLE \`phone_leases\`;`)
  await db.run(sql`DROP TABLE \`phone_lease_events\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`site_settings_call_now_pages\`;`)
  await db.run(sql`DROP TABLE \`site_settings_contact_dealer_campaign_paths\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`header_nav_items\`;`)
  await db.run(sql`DROP TABLE \`header\`;`)
  await db.run(sql`DROP TABLE \`footer_nav_items\`;`)
  await db.run(sql`DROP TABLE \`footer\`;`)
  await db.run(sql`DROP TABLE \`lead_settings\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
}
