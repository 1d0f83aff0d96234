import type { CollectionAfterReadHook } from 'payload'
import { withoutHiddenBlocks } from '@/domain/pages/blockSettings'

/**
 * Visitors reading a document through the REST API get it as the site shows it: without the blocks
 * an editor hid ("Hide this block"). Signed-in editors (the admin) and the site's own server code
 * (the local API, whose renderer skips hidden blocks itself) read everything.
 */
export const leaveOutHiddenBlocks: CollectionAfterReadHook = ({ doc, req }) =>
  req.user || req.payloadAPI === 'local' ? doc : withoutHiddenBlocks(doc)
