import * as migration_20261121_150913_initial from './20261121_150913_initial';
import * as migration_20261121_161606_lead_delivery_runs from './20261121_161606_lead_delivery_runs';
import * as migration_20261123_123426_blocks_as_json from './20261123_123426_blocks_as_json';
import * as migration_20261123_133620_article_fields_reusable_blocks from './20261123_133620_article_fields_reusable_blocks';
import * as migration_20261123_153446_lead_topic from './20261123_153446_lead_topic';
import * as migration_20261123_153651_documents from './20261123_153651_documents';
import * as migration_20261123_154050_experiments from './20261123_154050_experiments';
import * as migration_20261123_154235_videos from './20261123_154235_videos';
import * as migration_20261123_154316_products from './20261123_154316_products';
import * as migration_20261123_155546_users_no_account_lock from './20261123_155546_users_no_account_lock';
import * as migration_20261123_163517_site_redirects_header_groups from './20261123_163517_site_redirects_header_groups';

export const migrations = [
  {
    up: migration_20261121_150913_initial.up,
    down: migration_20261121_150913_initial.down,
    name: '20261121_150913_initial',
  },
  {
    up: migration_20261121_161606_lead_delivery_runs.up,
    down: migration_20261121_161606_lead_delivery_runs.down,
    name: '20261121_161606_lead_delivery_runs',
  },
  {
    up: migration_20261123_123426_blocks_as_json.up,
    down: migration_20261123_123426_blocks_as_json.down,
    name: '20261123_123426_blocks_as_json',
  },
  {
    up: migration_20261123_133620_article_fields_reusable_blocks.up,
    down: migration_20261123_133620_article_fields_reusable_blocks.down,
    name: '20261123_133620_article_fields_reusable_blocks',
  },
  {
    up: migration_20261123_153446_lead_topic.up,
    down: migration_20261123_153446_lead_topic.down,
    name: '20261123_153446_lead_topic',
  },
  {
    up: migration_20261123_153651_documents.up,
    down: migration_20261123_153651_documents.down,
    name: '20261123_153651_documents',
  },
  {
    up: migration_20261123_154050_experiments.up,
    down: migration_20261123_154050_experiments.down,
    name: '20261123_154050_experiments',
  },
  {
    up: migration_20261123_154235_videos.up,
    down: migration_20261123_154235_videos.down,
    name: '20261123_154235_videos',
  },
  {
    up: migration_20261123_154316_products.up,
    down: migration_20261123_154316_products.down,
    name: '20261123_154316_products',
  },
  {
    up: migration_20261123_155546_users_no_account_lock.up,
    down: migration_20261123_155546_users_no_account_lock.down,
    name: '20261123_155546_users_no_account_lock',
  },
  {
    up: migration_20261123_163517_site_redirects_header_groups.up,
    down: migration_20261123_163517_site_redirects_header_groups.down,
    name: '20261123_163517_site_redirects_header_groups',
  },
];
