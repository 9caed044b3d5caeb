// @vitest-environment happy-dom
import type { BannerRow } from '@ibr/contract/staff-client'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { langStore } from '../../i18n/lang'
import { ApiError } from '../../lib/api-error'
import { BannerDialog } from './banner-dialog'
import type { BannerChanges } from './use-banners'

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

function show(save: BannerChanges['save'], existing?: BannerRow) {
  const changes: BannerChanges = { save, move: vi.fn(), remove: vi.fn() }
  const onOpenChange = vi.fn()
  render(<BannerDialog banner={existing} isOpen onOpenChange={onOpenChange} changes={changes} />)
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

beforeEach(() => langStore.set({ lang: 'en' }))
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('the banner form', () => {
  it('asks for the image and both alt texts before anything is sent', async () => {
    const save = vi.fn()
    show(save)
    submit()
    await screen.findByText("Give the image's file id")
    expect(describedBy('Image')).toContain("Give the image's file id")
    expect(describedBy('Chinese title')).toContain("Fill in the title: it is also the image's alt text")
    expect(describedBy('English title')).toContain("Fill in the title: it is also the image's alt text")
    expect(field('Image').getAttribute('aria-invalid')).toBe('true')
    expect(save).not.toHaveBeenCalled()
  })

  it('refuses a malformed file id and a link that is neither an http(s) address nor a site path', async () => {
    const save = vi.fn()
    show(save)
    type('Image', 'not-an-id')
    type('Chinese title', '开放日')
    type('English title', 'Open day')
    for (const link of ['javascript:alert(1)', '//evil.example/x', 'www.example.org']) {
      type('Link', link)
      submit()
      await waitFor(() =>
        expect(describedBy('Link')).toContain('The link must be an http(s) address or a path of this site starting with /'),
      )
    }
    expect(describedBy('Image')).toContain('A file id is 22 letters, digits, "-" or "_"')
    expect(save).not.toHaveBeenCalled()
  })

  it('sends a new banner whole, with a preview of its image, and closes', async () => {
    const save = vi.fn<BannerChanges['save']>().mockResolvedValue(undefined)
    const { onOpenChange } = show(save)
    type('Image', ` ${FILE} `)
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' }).getAttribute('src')).toBe(`/file/image/${FILE}?w=320`)
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
    type('Image', 'ZyXwVuTsRqPoNmLkJiHgFe')
    type('English title', 'Open days')
    submit()
    await waitFor(() => expect(describedBy('Image')).toContain('The media library has no public image'))
    expect(save).toHaveBeenCalledWith({ id: 5, fileId: 'ZyXwVuTsRqPoNmLkJiHgFe', en: { title: 'Open days' } }, banner)
    expect(onOpenChange).not.toHaveBeenCalled()
  })
})
