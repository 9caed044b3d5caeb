// @vitest-environment happy-dom
import { STAFF_API, type LinkRow } from '@ibr/contract/staff-client'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { success, type fakeFetch } from '../../test/fake-fetch'
import { renderRoute, resetScreenBetweenTests } from '../../test/render-route'
import { LinksPage } from './links-page'

const link = (over: Partial<LinkRow>): LinkRow => ({
  id: 1,
  itemKind: 'article',
  itemId: 12,
  itemTitle: 'Open day',
  sections: [{ id: 3, name: 'News' }],
  field: 'body_en',
  kind: 'link',
  text: 'Programme',
  target: 'https://partner.example.org/programme',
  status: 'broken',
  problem: 'http404',
  httpStatus: 404,
  firstBrokenAt: '2026-11-30T02:00:00.000Z',
  lastCheckedAt: '2026-12-06T02:00:00.000Z',
  ...over,
})
const missing = link({})
const dns = link({
  id: 2,
  itemKind: 'quickLink',
  itemId: 5,
  itemTitle: 'Lab site',
  sections: [],
  text: '',
  target: 'https://gone.example.org/',
  problem: 'dns',
  httpStatus: null,
})
const SECTIONS = success({
  sections: [{ id: 3, name: 'News', parentId: null, detailType: 'news', kind: 'news', write: true, review: false }],
})

const show = (address: string, answers: Parameters<typeof fakeFetch>[0]) =>
  renderRoute('/links', <LinksPage />, address, { [STAFF_API.sectionOptions]: SECTIONS, ...answers })

resetScreenBetweenTests()

describe('the broken links screen', () => {
  it('lists each broken link with its item, text, address and what went wrong in words', async () => {
    const { server } = show('/links?section=3&page=2', {
      [STAFF_API.linksList]: success({ total: 22, list: [missing, dns], lastRunAt: '2026-12-06T02:00:00.000Z' }),
    })
    expect((await screen.findByRole('link', { name: 'Open day' })).getAttribute('href')).toBe('/articles/12')
    expect(server.to(STAFF_API.linksList)[0]?.body).toEqual({ page: 2, pageSize: 20, menuId: 3, ignored: false, lang: 'en' })
    expect(screen.getByText('Page not found (404)')).toBeTruthy()
    expect(screen.getByText('The site’s name does not resolve')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Lab site' }).getAttribute('href')).toBe('/records/quickLink/5')
    expect(screen.getByText('Whole site')).toBeTruthy()
    expect(screen.getByText('https://partner.example.org/programme')).toBeTruthy()
    // Only an administrator may check everything.
    expect(screen.queryByRole('button', { name: 'Check all links now' })).toBeNull()
  })

  it('checks one link again and says what it found; ignores another', async () => {
    const { server } = show('/links', {
      [STAFF_API.linksList]: success({ total: 2, list: [missing, dns], lastRunAt: null }),
      [STAFF_API.linksRecheck]: success({ link: { ...missing, status: 'ok', problem: null, httpStatus: 200, firstBrokenAt: null } }),
      [STAFF_API.linksIgnore]: success({ link: { ...dns, status: 'ignored' } }),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Check again: https://partner.example.org/programme' }))
    await screen.findByText('The link works now.')
    expect(server.to(STAFF_API.linksRecheck)[0]?.body).toEqual({ id: 1, lang: 'en' })
    fireEvent.click(screen.getByRole('button', { name: 'Ignore: https://gone.example.org/' }))
    await screen.findByText(/The link is ignored/)
    expect(server.to(STAFF_API.linksIgnore)[0]?.body).toEqual({ id: 2, ignored: true, lang: 'en' })
    // Both changes read the list again.
    await waitFor(() => expect(server.to(STAFF_API.linksList).length).toBeGreaterThanOrEqual(3))
  })

  it('drops a link ignored from its row at once: the list is asked again and shown without it', async () => {
    const { server } = show('/links', {
      [STAFF_API.linksList]: [
        success({ total: 2, list: [missing, dns], lastRunAt: null }),
        success({ total: 1, list: [missing], lastRunAt: null }),
      ],
      [STAFF_API.linksIgnore]: success({ link: { ...dns, status: 'ignored' } }),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Ignore: https://gone.example.org/' }))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Ignore: https://gone.example.org/' })).toBeNull())
    expect(screen.getByRole('button', { name: 'Ignore: https://partner.example.org/programme' })).toBeTruthy()
    expect(server.to(STAFF_API.linksList)).toHaveLength(2)
  })

  it('says when nothing is broken', async () => {
    show('/links', { [STAFF_API.linksList]: success({ total: 0, list: [], lastRunAt: null }) })
    await screen.findByText('No broken links.')
    expect(screen.getByText('No link has been checked yet.')).toBeTruthy()
  })
})
