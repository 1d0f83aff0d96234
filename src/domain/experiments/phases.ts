/**
 * Phases of an experiment: a change of the variants or their weights starts a new phase, counted
 * apart (docs/experiments.md "Phases"). Pooling visitors drawn under different splits mixes periods
 * with different traffic into different arms (Simpson's paradox), so results are per phase.
 */

export interface PhaseVariant {
  key: string
  weight: number
}

export interface PhaseRecord {
  phase: number
  startedAt: string
  split: string
}

/** The split in words: "control 50 / b 50". */
export function splitText(variants: readonly PhaseVariant[]): string {
  return variants.map((v) => `${v.key} ${v.weight}`).join(' / ')
}

/**
 * The phase fields after a save: unchanged while the split is the same, else the next phase with its
 * start and split appended to the history.
 */
export function nextPhase(
  previous: { phase?: number | null; phases?: readonly PhaseRecord[] | null; variants?: readonly PhaseVariant[] | null } | null,
  variants: readonly PhaseVariant[],
  now: Date,
): { phase: number; phases: PhaseRecord[] } {
  const split = splitText(variants)
  const history = [...(previous?.phases ?? [])]
  const current = previous?.phase && previous.phase > 0 ? previous.phase : 0
  if (current && previous?.variants && splitText(previous.variants) === split) return { phase: current, phases: history }
  const phase = current + 1
  return { phase, phases: [...history, { phase, startedAt: now.toISOString(), split }] }
}
