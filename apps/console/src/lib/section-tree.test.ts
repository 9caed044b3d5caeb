import { describe, expect, it } from 'vitest'
import { sectionChoices } from './section-tree'

const section = (id: number, name: string, parentId: number | null) => ({ id, name, parentId })
const shown = (choices: ReturnType<typeof sectionChoices>) => choices.map((c) => `${'-'.repeat(c.depth ?? 0)}${c.label}`)

describe('sectionChoices', () => {
  it('puts each section under its parent, in menu order', () => {
    const choices = sectionChoices([
      section(1, 'News', null),
      section(2, 'Research', null),
      section(3, 'Institute news', 1),
      section(4, 'Papers', 2),
      section(5, 'Media', 1),
      section(6, 'Press', 5),
    ])
    expect(shown(choices)).toEqual(['News', '-Institute news', '-Media', '--Press', 'Research', '-Papers'])
    expect(choices[1]).toEqual({ value: '3', label: 'Institute news', depth: 1 })
  })

  it('lists a section whose parent is not grantable at the top', () => {
    expect(shown(sectionChoices([section(3, 'Orphan', 99), section(4, 'Child', 3)]))).toEqual(['Orphan', '-Child'])
  })

  it('shows every section once even when the parents form a loop', () => {
    expect(shown(sectionChoices([section(1, 'A', 2), section(2, 'B', 1), section(3, 'Self', 3)]))).toEqual(['Self', 'A', '-B'])
  })
})
