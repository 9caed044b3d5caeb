import type { MenuChild, MenuEntry } from '@ibr/contract'
import { describe, expect, it } from 'vitest'
import { visibleSections } from './visible-menu'

const entry = (path: string, listTemplate: string, children: MenuChild[] = []): MenuEntry => ({
  id: path.length,
  name: listTemplate,
  picture: null,
  listTemplate,
  path,
  outLink: null,
  children,
})
const child = (path: string, listTemplate: string, leaves: string[] = []): MenuChild => ({
  ...entry(path, listTemplate),
  children: leaves.map((l) => ({ ...entry(`${path}/${l}`, l), children: [] as never[] })),
})

describe('visibleSections', () => {
  const menu = [
    entry('/ibrNews', 'ibrNews', [child('/ibrNews/notice', 'notice'), child('/ibrNews/gossip', 'gossip')]),
    entry('/shop', 'shop', [child('/shop/items', 'items')]),
    entry('/ibrMeeting', 'ibrMeeting', [
      child('/ibrMeeting/m2030', 'm2030', ['overview', 'party', 'apply']),
      child('/ibrMeeting/empty', 'empty', ['party']),
    ]),
    entry('/aboutIbr', 'aboutIbr', []),
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
    expect(visibleSections([entry('/aboutXyz', 'aboutXyz', [child('/aboutXyz/overview', 'overview')])], 'xyz').map((s) => s.key)).toEqual([
      'about',
    ])
  })
})
