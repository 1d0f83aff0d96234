import type { Payload, PayloadRequest } from 'payload'
import { EXPERIMENTS_SLUG } from '@/collections/slugs'
import { layoutWithWinner, type LayoutBlock } from '@/domain/experiments/declareWinner'

export class DeclareWinnerError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

export interface DeclaredWinner {
  winner: string
  status: 'ended'
  /** Pages that got a new draft with the winner in place of the placement. */
  drafts: { id: number; title: string }[]
}

const relationId = (value: unknown): number | null => {
  const id = value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value
  return typeof id === 'number' ? id : null
}

/**
 * Ends the experiment with `variant` as its winner. With `replacePlacements`, each page it runs on is
 * saved as a NEW DRAFT whose placement of this experiment is the winner's reusable block: the latest
 * version (draft or published) is the starting point, nothing is lost (the versions keep the rest), and
 * the published page does not change until an editor publishes the draft.
 */
export async function declareWinner(
  payload: Payload,
  { id, variant, replacePlacements, user }: { id: number; variant: string; replacePlacements: boolean; user?: PayloadRequest['user'] },
): Promise<DeclaredWinner> {
  const experiment = await payload.findByID({ collection: EXPERIMENTS_SLUG, id, depth: 0, disableErrors: true })
  if (!experiment) throw new DeclareWinnerError('Unknown experiment.', 404)
  const chosen = experiment.variants.find((v) => v.key === variant)
  if (!chosen) throw new DeclareWinnerError(`This experiment has no variant "${variant}".`, 400)
  const asset = relationId(chosen.asset)
  if (asset === null) throw new DeclareWinnerError('The winning variant shows no reusable block.', 400)

  const drafts: DeclaredWinner['drafts'] = []
  if (replacePlacements) {
    for (const pageId of experiment.pages.map(relationId).filter((p): p is number => p !== null)) {
      // draft: true reads the newest version, which may be an unpublished draft: build on it, not on the published one.
      const page = await payload.findByID({ collection: 'pages', id: pageId, depth: 0, draft: true, disableErrors: true })
      if (!page) continue
      const layout = layoutWithWinner(page.layout as LayoutBlock[] | null | undefined, experiment.id, asset)
      if (!layout) continue
      await payload.update({
        collection: 'pages',
        id: pageId,
        draft: true,
        data: { layout: layout as NonNullable<typeof page.layout>, _status: 'draft' },
        depth: 0,
        user,
        overrideAccess: true,
        // A draft changes nothing visitors see: no page to refresh.
        context: { disableRevalidate: true },
      })
      drafts.push({ id: pageId, title: page.title })
    }
  }
  await payload.update({ collection: EXPERIMENTS_SLUG, id, data: { status: 'ended', winner: variant }, depth: 0, user, overrideAccess: true })
  return { winner: variant, status: 'ended', drafts }
}
