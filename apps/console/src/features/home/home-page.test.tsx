// @vitest-environment happy-dom
import { STAFF_API, type BannerRow } from '@ibr/contract/staff-client'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { sessionStarted } from '../../lib/session-store'
import { fakeFetch, success } from '../../test/fake-fetch'
import { renderWithClient } from '../../test/render-with-client'
import { staffUser } from '../../test/staff-user'
import { HomePage } from './home-page'
import { resetScreenBetweenTests } from '../../test/render-route'

const FILE = 'AbCdEfGhIjKlMnOpQrStUv'
const banner = (id: number, en: string): BannerRow => ({
  id,
  fileId: FILE,
  url: `/file/image/${FILE}`,
  width: 1600,
  height: 600,
  link: null,
  zh: { title: `焦点${id}` },
  en: { title: en },
  hidden: false,
})

resetScreenBetweenTests(() => sessionStarted(staffUser()))

describe('the home page’s banners', () => {
  it('show a banner saved in the dialog at once, from the save’s answer, without asking for the list again', async () => {
    const server = fakeFetch({
      [STAFF_API.bannerList]: success({ max: 5, list: [banner(1, 'Open day'), banner(2, 'Lab tour')] }),
      [STAFF_API.bannerSave]: success({ id: 1, max: 5, list: [banner(1, 'Open days'), banner(2, 'Lab tour')] }),
      [STAFF_API.sectionOptions]: success({ sections: [] }),
      [STAFF_API.mediaList]: success({ total: 0, list: [] }),
    })
    vi.stubGlobal('fetch', server.fetch)
    renderWithClient(<HomePage />)
    const list = await screen.findByRole('grid', { name: 'Banner order' })
    fireEvent.click(within(list).getByRole('button', { name: 'Edit the banner "Open day"' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit banner' })
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^English title/ }), { target: { value: 'Open days' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit banner' })).toBeNull())
    expect(await within(list).findByText('Open days')).toBeTruthy()
    expect(within(list).queryByText('Open day')).toBeNull()
    expect(server.to(STAFF_API.bannerSave).map((r) => r.body)).toEqual([{ id: 1, en: { title: 'Open days' }, lang: 'en' }])
    expect(server.to(STAFF_API.bannerList)).toHaveLength(1)
  })
})
