// @vitest-environment happy-dom
import type { MediaUsage } from '@ibr/contract/staff-client'
import { cleanup, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { langStore } from '../../i18n/lang'
import { UsageList } from './usage-list'

const usages: MediaUsage[] = [
  { entity: 'siteSettings', id: 0, title: 'Site settings (header and footer)', fields: ['logo', 'qrCode'], copies: ['public'] },
  { entity: 'team', id: 7, title: 'Vision lab', fields: ['body'], copies: ['working'] },
  { entity: 'meeting', id: 3, title: 'Brain Days', fields: ['form', 'mailTemplates'], copies: ['public'] },
  { entity: 'quickLink', id: 5, title: 'Handbook', fields: ['link'], copies: ['public', 'working'] },
]

function show() {
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <UsageList usages={usages} /> }])} />)
}

afterEach(() => {
  cleanup()
  langStore.set({ lang: 'en' })
})

describe('where a file is used', () => {
  it('names the site settings, records and conferences by what holds the file, with links to where they are edited', () => {
    langStore.set({ lang: 'en' })
    show()
    expect(screen.getByRole('link', { name: 'Site settings (header and footer)' }).getAttribute('href')).toBe('/site-settings')
    expect(screen.getByText('(site logo, QR code)')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Vision lab' }).getAttribute('href')).toBe('/records/team/7')
    expect(screen.getByText('(in the text, working copy)')).toBeTruthy()
    expect(screen.getByText('Brain Days')).toBeTruthy()
    expect(screen.getByText('(registration form, mail templates)')).toBeTruthy()
    expect(screen.getByText('(link address, published, working copy)')).toBeTruthy()
    expect(screen.getByText('Quick link')).toBeTruthy()
  })

  it('in Chinese too', () => {
    langStore.set({ lang: 'zh' })
    show()
    expect(screen.getByText('网站设置')).toBeTruthy()
    expect(screen.getByText(/网站标志.*二维码/)).toBeTruthy()
    expect(screen.getByText(/报名表.*邮件模板/)).toBeTruthy()
    expect(screen.getByText('快速链接')).toBeTruthy()
  })
})
