import { describe, expect, it } from 'vitest'
import { renderHtml } from '../../../tests/support/renderHtml'
import { ExperimentPlacementComponent } from './Component'
import { experimentPlacementFixture } from './fixtures'

// With an experiment it reads the database: tests/int/experiments.int.test.ts and tests/e2e/experiments.spec.ts.
describe('ExperimentPlacement', () => {
  it('shows nothing when no experiment is chosen', async () => {
    expect(await renderHtml(<ExperimentPlacementComponent {...experimentPlacementFixture} renderBlocks={() => 'never'} />)).toBe('')
  })
})
