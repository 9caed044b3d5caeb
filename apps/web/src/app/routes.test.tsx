// @vitest-environment happy-dom
import type { MenuChild, MenuEntry } from '@ibr/contract'
import { isValidElement } from 'react'
import { matchRoutes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { buildRoutes } from './routes'
import type { VisibleSection } from '../lib/visible-menu'

const node = (path: string, children: MenuChild[] = []): MenuChild => ({
  id: path.length,
  name: path,
  picture: null,
  listTemplate: path.split('/').at(-1)!,
  path,
  outLink: null,
  children: children as never[],
})
const news: VisibleSection = {
  key: 'news',
  entry: { ...node('/ibrNews'), children: [node('/ibrNews/notice'), node('/ibrNews/news')] } as MenuEntry,
}
const conference: VisibleSection = {
  key: 'meeting',
  entry: {
    ...node('/ibrMeeting'),
    children: [
      node('/ibrMeeting/meeting2024', [node('/ibrMeeting/meeting2024/overview'), node('/ibrMeeting/meeting2024/apply')]),
      node('/ibrMeeting/meeting2022', [node('/ibrMeeting/meeting2022/overview')]),
    ],
  } as MenuEntry,
}
const routes = buildRoutes([news, conference])

/** Where the route table sends a visitor who opens `path`: the redirect's target, or null for a page. */
function redirectOf(path: string): string | null {
  const element = matchRoutes(routes, path)?.at(-1)?.route.element
  if (!isValidElement<{ to?: string }>(element)) throw new Error(`no route for ${path}`)
  return element.props.to ?? null
}

describe('the route table', () => {
  it('opens a section on its first page', () => {
    expect(redirectOf('/ibrNews')).toBe('/ibrNews/notice')
  })

  it("opens the conference section on the first conference's first page, in one step", () => {
    expect(redirectOf('/ibrMeeting')).toBe('/ibrMeeting/meeting2024/overview')
    expect(redirectOf('/ibrMeeting/meeting2022')).toBe('/ibrMeeting/meeting2022/overview')
  })

  it('serves the pages themselves and sends the root home', () => {
    expect(redirectOf('/ibrNews/news')).toBeNull()
    expect(redirectOf('/ibrMeeting/meeting2024/apply')).toBeNull()
    expect(redirectOf('/')).toBe('/home')
  })
})
