import type { GroupBlock } from '@/payload-types'
import type { BlockRenderProps } from '../types'
import './styles.css'

export function GroupComponent({ heading, background, blocks, renderBlocks }: GroupBlock & BlockRenderProps) {
  if (!blocks?.length && !heading) return null
  return (
    <section className={`group-block group-block--bg-${background ?? 'none'}`}>
      <div className="container group-block__body">
        {heading ? <h2 className="group-block__heading">{heading}</h2> : null}
        {renderBlocks(blocks)}
      </div>
    </section>
  )
}
