// @vitest-environment happy-dom
import { STAFF_API, type StatsSummaryRet } from '@ibr/contract/staff-client'
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { langStore } from '../../i18n/lang'
import { siteDay } from '../../lib/format-date'
import { success } from '../../test/fake-fetch'
import { addDays } from './stats-range'
import { StatisticsPage } from './statistics-page'
import { renderRoutes, resetScreenBetweenTests } from '../../test/render-route'

// The canvas chart is the browser suite's (e2e/statistics.test.ts); here it stands as its named figure.
vi.mock('./visits-chart', () => ({
  VisitsChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}))

const summary = (over: Partial<StatsSummaryRet> = {}): StatsSummaryRet => ({
  scope: 'site',
  totals: { views: 1234, visitors: 321 },
  days: [
    { day: '2026-12-06', views: 234, visitors: 21 },
    { day: '2026-12-07', views: 1000, visitors: 300 },
  ],
  pages: [
    { page: '/detail/ibrNewsnews/12', articleId: 12, title: 'Open day', views: 800, visitors: 200 },
    { page: '/ibrNews/news', articleId: null, title: 'News', views: 300, visitors: 90 },
    { page: 'other', articleId: null, title: null, views: 7, visitors: 5 },
  ],
  referrers: [{ host: 'partner.example.org', views: 40 }],
  languages: [
    { lang: 'zh', views: 900 },
    { lang: 'en', views: 334 },
  ],
  screens: [
    { screen: 'phone', views: 617 },
    { screen: 'desktop', views: 617 },
  ],
  searches: [{ query: 'optogenetics', asks: 9, empty: 9 }],
  emptySearches: [{ query: 'optogenetics', asks: 9 }],
  ...over,
})

function show(address: string, answer = summary()) {
  return renderRoutes([{ path: '/statistics', element: <StatisticsPage /> }], address, { [STAFF_API.statsSummary]: success(answer) })
}

resetScreenBetweenTests()

describe('the statistics screen', () => {
  it('asks for the last 30 days by default and shows every figure with its table', async () => {
    const { server } = show('/statistics')
    const today = siteDay(new Date())
    await screen.findByRole('img', { name: /Line chart of page views and visitors/ })
    expect(server.to(STAFF_API.statsSummary)[0]?.body).toEqual({ from: addDays(today, -29), to: today, lang: 'en' })
    expect(screen.getByText('1,234')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Open day' }).getAttribute('href')).toBe('/articles/12')
    // A list page by its menu entry's name, the route as secondary text; made-up paths as other pages.
    const pages = screen.getByRole('table', { name: 'Top pages' })
    const news = within(pages).getByText('News').closest('tr')!
    expect(within(news).getByText('/ibrNews/news')).toBeTruthy()
    expect(within(pages).getByText('Other pages (addresses the site does not have)')).toBeTruthy()
    expect(within(pages).queryByText('other')).toBeNull()
    const devices = screen.getByRole('table', { name: 'Devices' })
    expect(within(devices).getByRole('rowheader', { name: 'Phone' })).toBeTruthy()
    expect(within(devices).getAllByText('50%')).toHaveLength(2)
    expect(within(screen.getByRole('table', { name: 'Searches with no results' })).getByText('optogenetics')).toBeTruthy()
    expect(screen.getByRole('table', { name: 'Page views and visitors per day' })).toBeTruthy()
    expect(screen.getAllByRole('button', { name: /^Export CSV/ })).toHaveLength(7)
  })

  it('in Chinese, for an editor: their pages only, and says the rest is for administrators', async () => {
    langStore.set({ lang: 'zh' })
    show('/statistics?range=7', summary({ scope: 'sections', referrers: [], languages: [], screens: [], searches: [], emptySearches: [] }))
    await screen.findByText(/全站数据仅管理员可见/)
    expect(screen.getByRole('table', { name: '热门页面' })).toBeTruthy()
    expect(screen.queryByRole('table', { name: '来源网站' })).toBeNull()
    expect(screen.getByRole('radio', { name: '最近 7 天' })).toHaveProperty('checked', true)
  })

  it('takes two dates, and refuses a reversed period without asking the server', async () => {
    const { server, address } = show('/statistics?range=custom&from=2026-03-10&to=2026-03-01')
    await screen.findByText('The first day cannot come after the last day')
    expect(server.to(STAFF_API.statsSummary)).toHaveLength(0)
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } })
    await screen.findByRole('img', { name: /Line chart/ })
    expect(address()).toContain('to=2026-03-31')
    expect(server.to(STAFF_API.statsSummary)[0]?.body).toEqual({ from: '2026-03-10', to: '2026-03-31', lang: 'en' })
  })
})
