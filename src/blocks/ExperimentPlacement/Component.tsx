import type { ExperimentPlacementBlock } from '@/payload-types'
import { isRunning } from '@/domain/experiments/assignment'
import { logger } from '@/lib/logger'
import { findExperiment } from '@/server/experiments/findExperiment'
import { blockData } from '@/server/blocks/blockData'
import { reusableLayout } from '@/server/pages/findReusableBlock'
import { renderAssignments } from '@/server/experiments/requestAssignments'
import type { BlockRenderProps } from '../types'
import { LazyExperimentExposure } from './Component.lazy'

/**
 * The visitor's variant of an experiment, rendered on the server: the variant page (the proxy's
 * rewrite) says which, so the HTML already holds it. An ended experiment with a declared winner shows
 * the winner; the ordinary page, an unknown variant, or any other experiment that is not running
 * shows the control (the first variant).
 */
export async function ExperimentPlacementComponent({ experiment, renderBlocks }: ExperimentPlacementBlock & BlockRenderProps) {
  const id = experiment && typeof experiment === 'object' ? experiment.id : experiment
  if (typeof id !== 'number') return null
  const doc = await blockData('experiment', () => findExperiment(id), null)
  const control = doc?.variants[0]
  if (!doc || !control) {
    logger.warn({ experimentId: id }, 'Experiment placement without an experiment (deleted?) skipped')
    return null
  }
  const assigned = renderAssignments()[doc.key]
  const running = isRunning({ ...doc, run: 0, phase: doc.phase ?? 1, paths: [], variants: doc.variants }, new Date())
  // A declared winner is what everyone sees from the moment it is declared, on every route.
  const winner = doc.status === 'ended' && doc.winner ? doc.variants.find((v) => v.key === doc.winner) : undefined
  const variant = winner || (running && doc.variants.find((v) => v.key === assigned)) || control
  // By id: fetched at the depth that brings the uploads and page links of its layout.
  const layout = await blockData('reusable block (experiment variant)', () => reusableLayout(typeof variant.asset === 'object' ? variant.asset.id : variant.asset), null)
  return (
    <div data-experiment={doc.key} data-variant={variant.key}>
      {layout ? renderBlocks(layout) : null}
      {running && assigned === variant.key ? <LazyExperimentExposure experiment={doc.key} variant={variant.key} /> : null}
    </div>
  )
}
