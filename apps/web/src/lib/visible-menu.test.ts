import { describe, expect, it } from 'vitest'
import { menuChild, menuEntry, menuLeaf } from './menu-fixtures'
import { visibleSections } from './visible-menu'

const child = (path: string, leaves: string[] = []) =>
  menuChild(
    path,
    leaves.map((leaf) => menuLeaf(`${path}/${leaf}`)),
  )

describe('visibleSections', () => {
  const menu = [
    menuEntry('/ibrNews', [child('/ibrNews/notice'), child('/ibrNews/gossip')]),
    menuEntry('/shop', [child('/shop/items')]),
    menuEntry('/ibrMeeting', [child('/ibrMeeting/m2030', ['overview', 'party', 'apply']), child('/ibrMeeting/empty', ['party'])]),
    menuEntry('/aboutIbr', []),
  ]

  it('keeps only sections and pages with a known template', () => {
    const sections = visibleSections(menu, 'ibr')
    expect(sections.map((s) => s.key)).toEqual(['news', 'meeting'])
    expect(sections[0]!.entry.children.map((c) => c.listTemplate)).toEqual(['notice'])
    const conferences = sections[1]!.entry.children
    expect(conferences.map((c) => c.listTemplate)).toEqual(['m2030'])
    expect(conferences[0]!.children.map((l) => l.listTemplate)).toEqual(['overview', 'apply'])
  })

  it('reads section templates with the configured product token', () => {
    expect(visibleSections(menu, 'xyz')).toEqual([])
    expect(visibleSections([menuEntry('/aboutXyz', [child('/aboutXyz/overview')])], 'xyz').map((s) => s.key)).toEqual(['about'])
  })
})
