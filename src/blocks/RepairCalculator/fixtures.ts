import type { RepairCalculatorBlock } from '@/payload-types'

export const repairCalculatorFixture = {
  blockType: 'repairCalculator',
  variant: 'calculator',
  title: 'Repair or replace calculator',
  intro: 'Choose the age of your system and the repair estimate you were given. We multiply them: $5,000 or more suggests replacing.',
  rebatesPath: '/rebates/',
} satisfies RepairCalculatorBlock

export const repairToolFixture = {
  blockType: 'repairCalculator',
  variant: 'tool',
  title: 'Quick check: repair or replace?',
  intro: 'Two choices and a few seconds: we tell you which way the numbers point.',
} satisfies RepairCalculatorBlock
