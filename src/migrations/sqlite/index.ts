import * as migration_20261121_150906_initial from './20261121_150906_initial';
import * as migration_20261121_161606_lead_delivery_runs from './20261121_161606_lead_delivery_runs';
import * as migration_20261123_123410_blocks_as_json from './20261123_123410_blocks_as_json';
import * as migration_20261123_133615_article_fields_reusable_blocks from './20261123_133615_article_fields_reusable_blocks';
import * as migration_20261123_153436_lead_topic from './20261123_153436_lead_topic';
import * as migration_20261123_153631_documents from './20261123_153631_documents';
import * as migration_20261123_154010_experiments from './20261123_154010_experiments';
import * as migration_20261123_154156_videos from './20261123_154156_videos';
import * as migration_20261123_154251_products from './20261123_154251_products';
import * as migration_20261123_155523_users_no_account_lock from './20261123_155523_users_no_account_lock';
import * as migration_20261123_163506_site_redirects_header_groups from './20261123_163506_site_redirects_header_groups';

export const migrations = [
  {
    up: migration_20261121_150906_initial.up,
    down: migration_20261121_150906_initial.down,
    name: '20261121_150906_initial',
  },
  {
    up: migration_20261121_161606_lead_delivery_runs.up,
    down: migration_20261121_161606_lead_delivery_runs.down,
    name: '20261121_161606_lead_delivery_runs',
  },
  {
    up: migration_20261123_123410_blocks_as_json.up,
    down: migration_20261123_123410_blocks_as_json.down,
    name: '20261123_123410_blocks_as_json',
  },
  {
    up: migration_20261123_133615_article_fields_reusable_blocks.up,
    down: migration_20261123_133615_article_fields_reusable_blocks.down,
    name: '20261123_133615_article_fields_reusable_blocks',
  },
  {
    up: migration_20261123_153436_lead_topic.up,
    down: migration_20261123_153436_lead_topic.down,
    name: '20261123_153436_lead_topic',
  },
  {
    up: migration_20261123_153631_documents.up,
    down: migration_20261123_153631_documents.down,
    name: '20261123_153631_documents',
  },
  {
    up: migration_20261123_154010_experiments.up,
    down: migration_20261123_154010_experiments.down,
    name: '20261123_154010_experiments',
  },
  {
    up: migration_20261123_154156_videos.up,
    down: migration_20261123_154156_videos.down,
    name: '20261123_154156_videos',
  },
  {
    up: migration_20261123_154251_products.up,
    down: migration_20261123_154251_products.down,
    name: '20261123_154251_products',
  },
  {
    up: migration_20261123_155523_users_no_account_lock.up,
    down: migration_20261123_155523_users_no_account_lock.down,
    name: '20261123_155523_users_no_account_lock',
  },
  {
    up: migration_20261123_163506_site_redirects_header_groups.up,
    down: migration_20261123_163506_site_redirects_header_groups.down,
    name: '20261123_163506_site_redirects_header_groups',
  },
];
