import type { ReusableBlockBlock } from '@/payload-types'
import { blockData } from '@/server/blocks/blockData'
import { reusableLayout } from '@/server/pages/findReusableBlock'
import type { BlockRenderProps } from '../types'

/** Shows a reusable block's layout in place (see reusableLayout for how the reference is read). */
export async function ReusableBlockComponent({ reusableBlock, renderBlocks }: ReusableBlockBlock & BlockRenderProps) {
  const layout = await blockData('reusable block', () => reusableLayout(reusableBlock), null)
  return layout ? <>{renderBlocks(layout)}</> : null
}
