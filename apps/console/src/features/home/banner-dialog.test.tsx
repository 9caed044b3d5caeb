// @vitest-environment happy-dom
import { STAFF_API, type BannerRow, type MediaFile } from '@ibr/contract/staff-client'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { langStore } from '../../i18n/lang'
import { sessionStarted } from '../../lib/session-store'
import { failure, fakeFetch, success } from '../../test/fake-fetch'
import { staffUser } from '../../test/staff-user'
import { BannerDialog } from './banner-dialog'
import type { BannerChanges } from './use-banners'
import { renderWithClient } from '../../test/render-with-client'

const FILE = 'AbCdEfGhIjKlMnOpQrStUv'
const banner: BannerRow = {
  id: 5,
  fileId: FILE,
  url: `/file/image/${FILE}`,
  width: 1600,
  height: 600,
  link: null,
  zh: { title: '开放日' },
  en: { title: 'Open day' },
  hidden: false,
}

const image = (id: string, name: string): MediaFile => ({
  id,
  name,
  kind: 'image',
  mime: 'image/jpeg',
  size: 2048,
  width: 1600,
  height: 600,
  altZh: '',
  altEn: '',
  focal: null,
  url: `/file/image/${id}`,
  uploadedBy: null,
  createdAt: '2026-11-20T02:00:00Z',
})
const OTHER = 'ZyXwVuTsRqPoNmLkJiHgFe'
const library = [image(FILE, 'open-day.jpg'), image(OTHER, 'lab-tour.jpg')]

function press(element: Element) {
  fireEvent.pointerDown(element, { pointerId: 1, pointerType: 'mouse', button: 0, buttons: 1 })
  fireEvent.pointerUp(element, { pointerId: 1, pointerType: 'mouse', button: 0 })
  fireEvent.click(element, { detail: 1 })
}

/** Opens the library's picker from the image field and uses the named file. */
async function choose(button: string, name: string) {
  fireEvent.click(screen.getByRole('button', { name: `${button} (Image)` }))
  const picker = await screen.findByRole('dialog', { name: 'Choose an image' })
  press(await within(await within(picker).findByRole('grid')).findByRole('row', { name }))
  const use = within(picker).getByRole('button', { name: 'Use this file' })
  await waitFor(() => expect(use.hasAttribute('disabled')).toBe(false))
  fireEvent.click(use)
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose an image' })).toBeNull())
}

/** The dialog over a library and a server answering a save with `answer`. */
function show(answer: Response = failure(500, 'unexpected', 'not expected here'), existing?: BannerRow) {
  const server = fakeFetch({ [STAFF_API.mediaList]: success({ total: library.length, list: library }), [STAFF_API.bannerSave]: answer })
  vi.stubGlobal('fetch', server.fetch)
  const saved = vi.fn<BannerChanges['saved']>()
  const changes: BannerChanges = { saved, move: vi.fn(), remove: vi.fn() }
  const onOpenChange = vi.fn()
  renderWithClient(<BannerDialog banner={existing} isOpen onOpenChange={onOpenChange} changes={changes} />)
  return { onOpenChange, saved, sent: () => server.to(STAFF_API.bannerSave).map((r) => r.body) }
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } })
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }))
/** What the field is described by: its description and its error (React Aria ties both with aria-describedby). */
const describedBy = (name: string) =>
  (field(name).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')

beforeEach(() => {
  langStore.set({ lang: 'en' })
  sessionStarted(staffUser())
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const imageField = () => screen.getByRole('group', { name: 'Image' })

describe('the banner form', () => {
  it('asks for the image and both alt texts before anything is sent', async () => {
    const { sent } = show()
    submit()
    expect(await within(imageField()).findByText('Choose the image')).toBeTruthy()
    expect(imageField().getAttribute('aria-invalid')).toBe('true')
    expect(describedBy('Chinese title')).toContain("Fill in the title: it is also the image's alt text")
    expect(describedBy('English title')).toContain("Fill in the title: it is also the image's alt text")
    expect(sent()).toEqual([])
  })

  it('refuses a link that is neither an http(s) address nor a site path', async () => {
    const { sent } = show()
    await choose('Choose', 'open-day.jpg')
    type('Chinese title', '开放日')
    type('English title', 'Open day')
    for (const link of ['javascript:alert(1)', '//evil.example/x', 'www.example.org']) {
      type('Link', link)
      submit()
      await waitFor(() =>
        expect(describedBy('Link')).toContain('The link must be an http(s) address or a path of this site starting with /'),
      )
    }
    expect(sent()).toEqual([])
  })

  it('sends a new banner whole, with its image shown by name, and closes', async () => {
    const answer = { id: 6, max: 5, list: [{ ...banner, id: 6 }] }
    const { onOpenChange, saved, sent } = show(success(answer))
    await choose('Choose', 'open-day.jpg')
    expect(within(imageField()).getByText('open-day.jpg')).toBeTruthy()
    expect(imageField().querySelector('img')?.getAttribute('src')).toBe(`/file/image/${FILE}?w=320`)
    // The banner's titles are its alt text: the library's is not asked for.
    expect(screen.queryByRole('group', { name: /^Alt text/ })).toBeNull()
    type('Link', '/#/ibrNews/news')
    type('Chinese title', ' 开放日 ')
    type('English title', 'Open day')
    submit()
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    expect(sent()).toEqual([
      { fileId: FILE, link: '/#/ibrNews/news', zh: { title: '开放日' }, en: { title: 'Open day' }, hidden: false, lang: 'en' },
    ])
    // The answer (the whole list) is handed on to be shown.
    expect(saved).toHaveBeenCalledWith(answer, undefined)
  })

  it('sends only what changed in a banner, and places the server’s refusal beside its field', async () => {
    const { onOpenChange, saved, sent } = show(
      failure(400, 'badRequest', 'The media library has no public image', { field: 'fileId' }),
      banner,
    )
    expect(await within(imageField()).findByText('open-day.jpg')).toBeTruthy()
    await choose('Replace', 'lab-tour.jpg')
    type('English title', 'Open days')
    submit()
    expect(await within(imageField()).findByText('The media library has no public image')).toBeTruthy()
    expect(sent()).toEqual([{ id: 5, fileId: OTHER, en: { title: 'Open days' }, lang: 'en' }])
    expect(onOpenChange).not.toHaveBeenCalled()
    expect(saved).not.toHaveBeenCalled()
  })
})
