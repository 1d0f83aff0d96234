import { describe, expect, it } from 'vitest'
import { DEFAULT_COMMON_ISSUES, topicAnchors } from './commonIssues'

describe('Common Issues defaults', () => {
  it('covers the six topics of the spec, in its order, each with causes and what to do', () => {
    expect(DEFAULT_COMMON_ISSUES.map((topic) => topic.title)).toEqual([
      'My air conditioner is not cooling',
      'My utility bill is high',
      'My system won’t turn off',
      'My system is not heating',
      'Low airflow from the vents',
      'Thermostat problems',
    ])
    for (const topic of DEFAULT_COMMON_ISSUES) {
      expect(topic.causes.length, topic.title).toBeGreaterThanOrEqual(3)
      for (const cause of topic.causes) expect(cause.whatToDo.length, cause.title).toBeGreaterThan(20)
    }
  })
})

describe('topicAnchors', () => {
  it('turns titles into readable ids', () => {
    expect(topicAnchors(['My system won’t turn off', 'Café  & crème!'])).toEqual(['my-system-wont-turn-off', 'cafe-creme'])
  })

  it('keeps ids unique and gives symbol-only titles one', () => {
    expect(topicAnchors(['Noise', 'noise', 'NOISE', '???'])).toEqual(['noise', 'noise-2', 'noise-3', 'topic-4'])
  })

  it('adds a prefix when given', () => {
    expect(topicAnchors(['Low airflow'], 'issues-')).toEqual(['issues-low-airflow'])
  })
})
