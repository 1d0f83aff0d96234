import * as migration_20261121_150913_initial from './20261121_150913_initial';
import * as migration_20261121_161606_lead_delivery_runs from './20261121_161606_lead_delivery_runs';
import * as migration_20261123_123426_blocks_as_json from './20261123_123426_blocks_as_json';
import * as migration_20261123_133620_article_fields_reusable_blocks from './20261123_133620_article_fields_reusable_blocks';
import * as migration_20261123_171138_catalogue_media_experiments_redirects from './20261123_171138_catalogue_media_experiments_redirects';
import * as migration_20261125_204905_admin_editor from './20261125_204905_admin_editor';
import * as migration_20261125_205412_experiment_results from './20261125_205412_experiment_results';
import * as migration_20261126_002551_page_fidelity from './20261126_002551_page_fidelity';
import * as migration_20261126_044338_discard_abandoned_drafts from './20261126_044338_discard_abandoned_drafts';
import * as migration_20261128_201604_demo_notice from './20261128_201604_demo_notice';
import * as migration_20261128_204043_leadforms_contact_window from './20261128_204043_leadforms_contact_window';
import * as migration_20261128_210349_experiments_phases_goal from './20261128_210349_experiments_phases_goal';
import * as migration_20261129_004133_dashboard_lead_dealer_name from './20261129_004133_dashboard_lead_dealer_name';
import * as migration_20261129_033927_leases_pool_dry from './20261129_033927_leases_pool_dry';
import * as migration_20261129_042828_booking_preferred_time from './20261129_042828_booking_preferred_time';
import * as migration_20261129_092416_admin_two_step from './20261129_092416_admin_two_step';
import * as migration_20261129_093255_lead_booking_requested from './20261129_093255_lead_booking_requested';

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
    up: migration_20261123_171138_catalogue_media_experiments_redirects.up,
    down: migration_20261123_171138_catalogue_media_experiments_redirects.down,
    name: '20261123_171138_catalogue_media_experiments_redirects',
  },
  {
    up: migration_20261125_204905_admin_editor.up,
    down: migration_20261125_204905_admin_editor.down,
    name: '20261125_204905_admin_editor',
  },
  {
    up: migration_20261125_205412_experiment_results.up,
    down: migration_20261125_205412_experiment_results.down,
    name: '20261125_205412_experiment_results',
  },
  {
    up: migration_20261126_002551_page_fidelity.up,
    down: migration_20261126_002551_page_fidelity.down,
    name: '20261126_002551_page_fidelity',
  },
  {
    up: migration_20261126_044338_discard_abandoned_drafts.up,
    down: migration_20261126_044338_discard_abandoned_drafts.down,
    name: '20261126_044338_discard_abandoned_drafts',
  },
  {
    up: migration_20261128_201604_demo_notice.up,
    down: migration_20261128_201604_demo_notice.down,
    name: '20261128_201604_demo_notice',
  },
  {
    up: migration_20261128_204043_leadforms_contact_window.up,
    down: migration_20261128_204043_leadforms_contact_window.down,
    name: '20261128_204043_leadforms_contact_window',
  },
  {
    up: migration_20261128_210349_experiments_phases_goal.up,
    down: migration_20261128_210349_experiments_phases_goal.down,
    name: '20261128_210349_experiments_phases_goal',
  },
  {
    up: migration_20261129_004133_dashboard_lead_dealer_name.up,
    down: migration_20261129_004133_dashboard_lead_dealer_name.down,
    name: '20261129_004133_dashboard_lead_dealer_name',
  },
  {
    up: migration_20261129_033927_leases_pool_dry.up,
    down: migration_20261129_033927_leases_pool_dry.down,
    name: '20261129_033927_leases_pool_dry',
  },
  {
    up: migration_20261129_042828_booking_preferred_time.up,
    down: migration_20261129_042828_booking_preferred_time.down,
    name: '20261129_042828_booking_preferred_time',
  },
  {
    up: migration_20261129_092416_admin_two_step.up,
    down: migration_20261129_092416_admin_two_step.down,
    name: '20261129_092416_admin_two_step',
  },
  {
    up: migration_20261129_093255_lead_booking_requested.up,
    down: migration_20261129_093255_lead_booking_requested.down,
    name: '20261129_093255_lead_booking_requested'
  },
];
