import { describe, expect, it } from 'vitest'
import type { CitationEntry } from './citation-entry.js'
import { guessArea, matchTeams, nameKey, titleKey, type TeamNames } from './paper-matching.js'

const entry = (over: Partial<CitationEntry>): CitationEntry => ({
  line: 1,
  title: '',
  authors: [],
  journal: null,
  year: null,
  doi: null,
  pmid: null,
  abstract: null,
  url: null,
  keywords: [],
  ...over,
})

const teams: TeamNames[] = [
  { id: 1, area: 'principles', names: ['王小明', 'Xiaoming Wang', 'Li Wei'] },
  { id: 2, area: 'disorders', names: ['Jörg Müller'] },
]

describe('matching', () => {
  it('meets a name in either order, with or without accents, and a Chinese name without spaces', () => {
    expect(nameKey('Wang Xiaoming')).toBe(nameKey('Xiaoming Wang'))
    expect(nameKey('Jorg Muller')).toBe(nameKey('Jörg Müller'))
    expect(nameKey('王 小明')).toBe('王小明')
    expect(matchTeams(['Wang Xiaoming'], teams)).toEqual([1])
    expect(matchTeams(['王小明', 'Jorg Muller'], teams)).toEqual([1, 2])
    expect(matchTeams(['Wang X'], teams)).toEqual([])
  })

  it('takes the area of the matched teams, else the words of the title, else none', () => {
    expect(guessArea(entry({ title: 'Anything' }), teams.slice(1))).toBe('disorders')
    expect(guessArea(entry({ title: 'A two-photon imaging probe' }), [])).toBe('methods')
    expect(guessArea(entry({ title: '阿尔茨海默病患者的突触' }), [])).toBeNull()
    expect(guessArea(entry({ title: 'Nothing to go by' }), teams)).toBeNull()
  })

  it('compares titles without case, accents or punctuation', () => {
    expect(titleKey('Sparse Coding: in the “CA1”!')).toBe(titleKey('sparse coding in the ca1'))
    expect(titleKey('小鼠的记忆。')).toBe(titleKey('小鼠的记忆'))
  })
})
