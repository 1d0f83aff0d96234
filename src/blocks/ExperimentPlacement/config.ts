import type { Block } from 'payload'
import { blockSettings } from '@/fields/blockSettings'
import { EXPERIMENTS_SLUG } from '@/collections/slugs'

/**
 * Where an experiment shows on a page: the visitor's variant's reusable block, chosen on the server
 * before the page is sent (docs/experiments.md).
 */
export const config: Block = {
  slug: 'experimentPlacement',
  interfaceName: 'ExperimentPlacementBlock',
  labels: { singular: 'Experiment placement', plural: 'Experiment placements' },
  fields: [
    {
      name: 'experiment',
      type: 'relationship',
      relationTo: EXPERIMENTS_SLUG,
      label: 'Experiment to show',
      admin: {
        description:
          'Shows the content of the visitor\'s variant here (its control when the experiment is not running). Set the experiment up under Content > Experiments and list this page there. Without an experiment the block shows nothing.',
      },
    },
    blockSettings(),
  ],
}
