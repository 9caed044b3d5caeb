import { describe, expect, it } from 'vitest'
import { MenuPlan, type PlacedEntry } from './menu-placement.js'
import { SAMPLE_MENU } from '../../test/menu-sample.js'

const entry = (id: number, parent_id: number | null, list_template: string): PlacedEntry => ({
  id,
  parent_id,
  list_template,
  name_zh: `栏目${id}`,
  name_en: `Entry ${id}`,
})

const plan = () =>
  new MenuPlan(
    'ibr',
    SAMPLE_MENU.map(([id, parent, template]) => entry(id, parent, template)),
  )

describe('MenuPlan', () => {
  it('accepts the tree as the site knows it', () => {
    const p = plan()
    for (const id of [1, 2, 3, 4, 5, 6]) expect(p.misplaced(id)).toBeUndefined()
  })

  it('finds a template not known where an entry stands, with the choices there', () => {
    const p = plan()
    p.set(entry(2, 4, 'notice'))
    expect(p.misplaced(2)).toMatchObject({ kind: 'unknown', entry: { id: 2 }, choices: ['meeting2024', 'meeting2022'] })
    p.set(entry(7, 6, 'overview'))
    expect(p.misplaced(7)).toMatchObject({ kind: 'unknown', choices: [] })
  })

  it('finds a sub-entry that a change of template above it would leave unknown', () => {
    const p = plan()
    p.set(entry(5, 4, 'meeting2022'))
    expect(p.misplaced(5)).toBeUndefined()
    p.set(entry(1, null, 'aboutIbr'))
    expect(p.misplaced(1)).toMatchObject({ kind: 'unknown', entry: { id: 2 } })
  })

  it('finds a template another entry at the same level already has', () => {
    const p = plan()
    p.set(entry(8, 1, 'news'))
    expect(p.misplaced(8)).toMatchObject({ kind: 'taken', entry: { id: 8 } })
  })

  it('tells a move under the entry itself or under one of its own sub-entries', () => {
    const p = plan()
    expect(p.isWithin(1, 1)).toBe(true)
    expect(p.isWithin(3, 1)).toBe(true)
    expect(p.isWithin(6, 4)).toBe(true)
    expect(p.isWithin(4, 1)).toBe(false)
    expect(p.isWithin(null, 1)).toBe(false)
  })

  it('reads the templates above a place from the top down', () => {
    expect(plan().ancestorTemplates(6)).toEqual(['ibrMeeting', 'meeting2024', 'apply'])
    expect(plan().ancestorTemplates(null)).toEqual([])
  })
})
