import type { CollectionBeforeChangeHook } from 'payload'
import { nextPhase, type PhaseRecord } from '@/domain/experiments/phases'

/** A change of the variants or their weights opens a new phase (src/domain/experiments/phases.ts). */
export const openPhaseOnSplitChange: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  const variants = (data.variants ?? originalDoc?.variants ?? []) as { key: string; weight: number }[]
  const previous = operation === 'update' && originalDoc ? (originalDoc as { phase?: number; phases?: PhaseRecord[]; variants?: { key: string; weight: number }[] }) : null
  const { phase, phases } = nextPhase(previous, variants.map((v) => ({ key: v.key, weight: Number(v.weight) })), new Date())
  return { ...data, phase, phases }
}
