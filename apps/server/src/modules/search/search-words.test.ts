import { describe, expect, it } from 'vitest'
import { editDistance, latinWords, nearestWord } from './search-words.js'

describe('misspelt words', () => {
  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('zhnag', 'zhang')).toBe(1)
    expect(editDistance('nueron', 'neuron')).toBe(1)
    expect(editDistance('neuron', 'neurons')).toBe(1)
    expect(editDistance('cat', 'dog')).toBe(3)
  })

  it('picks the nearest word within the edits its length allows, the commoner among equals', () => {
    const words = [
      { word: 'zhao', docs: 9 },
      { word: 'zhang', docs: 3 },
      { word: 'zhu', docs: 40 },
    ]
    expect(nearestWord('zhnag', words)).toBe('zhang')
    expect(nearestWord('zhng', [...words, { word: 'zheng', docs: 1 }, { word: 'zhong', docs: 5 }])).toBe('zhong')
    // Five letters or fewer: one edit only.
    expect(nearestWord('zhagn', [{ word: 'zhong', docs: 1 }])).toBeNull()
    expect(nearestWord('regneration', [{ word: 'regeneration', docs: 1 }])).toBe('regeneration')
  })

  it('keeps Latin words of three letters or more, not Chinese, digits or short words', () => {
    expect([...latinWords('Zhang Wei 张伟 at MIT, 2024; Müller')]).toEqual(['zhang', 'wei', 'mit', 'müller'])
  })
})
