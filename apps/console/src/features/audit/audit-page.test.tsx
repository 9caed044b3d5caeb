// @vitest-environment happy-dom
import { STAFF_API, type AuditRow } from '@ibr/contract/staff-client'
import { cleanup, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { langStore } from '../../i18n/lang'
import { fakeFetch, success } from '../../test/fake-fetch'
import { AuditPage } from './audit-page'
import { renderWithClient } from '../../test/render-with-client'

const row: AuditRow = {
  id: 7,
  time: '2026-11-20T16:30:00.000Z',
  username: 'admin',
  action: 'userCreate',
  entity: 'user',
  entityId: '12',
  address: '127.0.0.1',
  summary: 'lin (local); roles: 10,21; sections: 9; conferences: 3; teams: —',
}
const previewRow: AuditRow = { ...row, id: 6, action: 'previewLink', entity: 'article', summary: 'until 2026-11-21T01:05:00.000Z' }
function show(lang: 'zh' | 'en') {
  langStore.set({ lang })
  const server = fakeFetch({
    [STAFF_API.auditList]: success({ total: 2, list: [row, previewRow] }),
    [STAFF_API.scopeOptions]: success({
      sections: [{ id: 9, name: lang === 'zh' ? '新闻' : 'News', parentId: null }],
      conferences: [{ id: 3, name: lang === 'zh' ? '脑科学年会' : 'Brain Science Meeting' }],
      teams: [],
    }),
  })
  vi.stubGlobal('fetch', server.fetch)
  const router = createMemoryRouter([{ path: '/audit', element: <AuditPage /> }], { initialEntries: ['/audit'] })
  renderWithClient(<RouterProvider router={router} />)
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the audit log’s lines', () => {
  it('names roles, sections, conferences and what a line is about, and shows times in the site’s zone as the rest of the console (en)', async () => {
    show('en')
    const line = (await screen.findByText(/Roles: Editor, Reviewer; Sections: News/)).closest('tr')!
    expect(
      within(line).getByText('lin (local); Roles: Editor, Reviewer; Sections: News; Conferences: Brain Science Meeting; Teams: —'),
    ).toBeTruthy()
    expect(within(line).getByText('Account #12')).toBeTruthy()
    // 16:30 UTC is half past midnight the next day in Beijing.
    expect(within(line).getByText('21 Nov 2026, 00:30')).toBeTruthy()
    expect(screen.getByText('until 21 Nov 2026, 09:05')).toBeTruthy()
  })

  it('in Chinese too', async () => {
    show('zh')
    const line = (await screen.findByText('lin (local); 角色: 编辑, 审核人; 栏目: 新闻; 会议: 脑科学年会; 团队: —')).closest('tr')!
    expect(within(line).getByText('账号 #12')).toBeTruthy()
    expect(screen.getByText('until 2026年11月21日 09:05')).toBeTruthy()
  })
})
