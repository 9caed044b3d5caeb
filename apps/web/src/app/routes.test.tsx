// @vitest-environment happy-dom
import { isValidElement } from 'react'
import { matchRoutes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { buildRoutes } from './routes'
import type { VisibleSection } from '../lib/visible-menu'
import { menuChild, menuEntry, menuLeaf } from '../lib/menu-fixtures'

const news: VisibleSection = {
  key: 'news',
  entry: menuEntry('/ibrNews', [menuChild('/ibrNews/notice'), menuChild('/ibrNews/news')]),
}
const conference: VisibleSection = {
  key: 'meeting',
  entry: menuEntry('/ibrMeeting', [
    menuChild('/ibrMeeting/meeting2024', [menuLeaf('/ibrMeeting/meeting2024/overview'), menuLeaf('/ibrMeeting/meeting2024/apply')]),
    menuChild('/ibrMeeting/meeting2022', [menuLeaf('/ibrMeeting/meeting2022/overview')]),
  ]),
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
