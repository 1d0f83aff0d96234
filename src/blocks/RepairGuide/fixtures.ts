import type { RepairGuideBlock } from '@/payload-types'
import { OTHER_FIGURES, R22_WARNING, REPAIR_IF, REPLACE_IF } from '@/domain/tools/guide'

export const repairGuideFixture = {
  blockType: 'repairGuide',
  title: 'Repair or replace: what to weigh',
  repairTitle: 'Repair if',
  replaceTitle: 'Replace if',
  repairItems: REPAIR_IF,
  replaceItems: REPLACE_IF,
  warning: R22_WARNING,
  showExpectedLife: true,
  otherFigures: OTHER_FIGURES,
} satisfies RepairGuideBlock
