// @vitest-environment happy-dom
import { STAFF_API, type AuditRow } from '@ibr/contract/staff-client'
import { cleanup, render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { langStore } from '../../i18n/lang'
import { fakeFetch, success } from '../../test/fake-fetch'
import { AuditPage } from './audit-page'

const row: AuditRow = {
  id: 7,
  time: '2026-11-20T16:30:00.000Z',
  username: 'admin',
  action: 'userCreate',
  entity: 'user',
  entityId: '12',
  address: '127.0.0.1',
  summary: 'lin (local); roles: 10,21; sections: 9; conferences: —; teams: —',
}
const previewRow: AuditRow = { ...row, id: 6, action: 'previewLink', entity: 'article', summary: 'until 2026-11-21T01:05:00.000Z' }
const section = (id: number, name: string) => ({
  id,
  name,
  parentId: null,
  detailType: 'ibrNewsnews',
  kind: 'news',
  write: true,
  review: true,
})

function show(lang: 'zh' | 'en') {
  langStore.set({ lang })
  const names = lang === 'zh' ? '新闻' : 'News'
  const server = fakeFetch({
    [STAFF_API.auditList]: success({ total: 2, list: [row, previewRow] }),
    [STAFF_API.sectionOptions]: success({ sections: [section(9, names)] }),
  })
  vi.stubGlobal('fetch', server.fetch)
  const router = createMemoryRouter([{ path: '/audit', element: <AuditPage /> }], { initialEntries: ['/audit'] })
  render(<RouterProvider router={router} />)
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the audit log’s lines', () => {
  it('names roles and sections, and shows times in the site’s zone as the rest of the console (en)', async () => {
    show('en')
    const line = (await screen.findByText(/Roles: Editor, Reviewer; Sections: News/)).closest('tr')!
    expect(within(line).getByText('lin (local); Roles: Editor, Reviewer; Sections: News; conferences: —; teams: —')).toBeTruthy()
    // 16:30 UTC is half past midnight the next day in Beijing.
    expect(within(line).getByText('21 Nov 2026, 00:30')).toBeTruthy()
    expect(screen.getByText('until 21 Nov 2026, 09:05')).toBeTruthy()
  })

  it('in Chinese too', async () => {
    show('zh')
    expect(await screen.findByText('lin (local); 角色: 编辑, 审核人; 栏目: 新闻; conferences: —; teams: —')).toBeTruthy()
    expect(screen.getByText('until 2026年11月21日 09:05')).toBeTruthy()
  })
})
