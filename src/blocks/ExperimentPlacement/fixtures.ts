import type { ExperimentPlacementBlock } from '@/payload-types'

/**
 * The gallery's placement names no experiment and so shows nothing there; the seeded sample
 * experiment runs on /resources/sample-estimate-offer/ (src/seed/experiments.ts).
 */
export const experimentPlacementFixture = {
  blockType: 'experimentPlacement',
  experiment: null,
} satisfies ExperimentPlacementBlock
