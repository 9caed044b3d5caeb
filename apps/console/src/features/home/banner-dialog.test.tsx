// @vitest-environment happy-dom
import { STAFF_API, type BannerRow, type MediaFile } from '@ibr/contract/staff-client'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { langStore } from '../../i18n/lang'
import { ApiError } from '../../lib/api-error'
import { sessionStarted } from '../../lib/session-store'
import { fakeFetch, success } from '../../test/fake-fetch'
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

function show(save: BannerChanges['save'], existing?: BannerRow) {
  const changes: BannerChanges = { save, move: vi.fn(), remove: vi.fn() }
  const onOpenChange = vi.fn()
  renderWithClient(<BannerDialog banner={existing} isOpen onOpenChange={onOpenChange} changes={changes} />)
  return { onOpenChange }
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
  vi.stubGlobal('fetch', fakeFetch({ [STAFF_API.mediaList]: success({ total: library.length, list: library }) }).fetch)
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const imageField = () => screen.getByRole('group', { name: 'Image' })

describe('the banner form', () => {
  it('asks for the image and both alt texts before anything is sent', async () => {
    const save = vi.fn()
    show(save)
    submit()
    expect(await within(imageField()).findByText('Choose the image')).toBeTruthy()
    expect(imageField().getAttribute('aria-invalid')).toBe('true')
    expect(describedBy('Chinese title')).toContain("Fill in the title: it is also the image's alt text")
    expect(describedBy('English title')).toContain("Fill in the title: it is also the image's alt text")
    expect(save).not.toHaveBeenCalled()
  })

  it('refuses a link that is neither an http(s) address nor a site path', async () => {
    const save = vi.fn()
    show(save)
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
    expect(save).not.toHaveBeenCalled()
  })

  it('sends a new banner whole, with its image shown by name, and closes', async () => {
    const save = vi.fn<BannerChanges['save']>().mockResolvedValue(undefined)
    const { onOpenChange } = show(save)
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
    expect(save).toHaveBeenCalledWith(
      { fileId: FILE, link: '/#/ibrNews/news', zh: { title: '开放日' }, en: { title: 'Open day' }, hidden: false },
      undefined,
    )
  })

  it('sends only what changed in a banner, and places the server’s refusal beside its field', async () => {
    const save = vi
      .fn<BannerChanges['save']>()
      .mockRejectedValue(new ApiError('badRequest', 'The media library has no public image', 400, 'fileId'))
    const { onOpenChange } = show(save, banner)
    expect(await within(imageField()).findByText('open-day.jpg')).toBeTruthy()
    await choose('Replace', 'lab-tour.jpg')
    type('English title', 'Open days')
    submit()
    expect(await within(imageField()).findByText('The media library has no public image')).toBeTruthy()
    expect(save).toHaveBeenCalledWith({ id: 5, fileId: OTHER, en: { title: 'Open days' } }, banner)
    expect(onOpenChange).not.toHaveBeenCalled()
  })
})
