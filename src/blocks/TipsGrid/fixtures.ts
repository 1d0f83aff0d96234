import type { TipsGridBlock } from '@/payload-types'

/** The ten standard cards of each grid (the component fills them in when the editor lists none). */
export const maintenanceGridFixture = { blockType: 'tipsGrid', kind: 'maintenance', title: 'Maintenance tips' } satisfies TipsGridBlock
export const troubleshootingGridFixture = { blockType: 'tipsGrid', kind: 'troubleshooting', title: 'Troubleshooting' } satisfies TipsGridBlock
