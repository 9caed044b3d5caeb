// @vitest-environment happy-dom
import { STAFF_API } from '@ibr/contract/staff-client'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { langStore } from '../../i18n/lang'
import { fakeFetch, success } from '../../test/fake-fetch'
import { MediaPicker } from './media-picker'
import { renderWithClient } from '../../test/render-with-client'
import { mediaFile } from '../../test/media-file'

const image = (id: string, name: string, alt = '') => mediaFile(id, name, { altZh: alt, altEn: alt })
const described = image('AAAAAAAAAAAAAAAAAAAAA1', 'cortex.png', 'Cortex')
const bare = image('AAAAAAAAAAAAAAAAAAAAA2', 'bare.png')

beforeEach(() => langStore.set({ lang: 'en' }))
/** A mouse press on a tile, as React Aria hears one (pointer down and up, then the click). */
function press(element: Element) {
  fireEvent.pointerDown(element, { pointerId: 1, pointerType: 'mouse', button: 0, buttons: 1 })
  fireEvent.pointerUp(element, { pointerId: 1, pointerType: 'mouse', button: 0 })
  fireEvent.click(element, { detail: 1 })
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function show() {
  const server = fakeFetch({
    [STAFF_API.mediaList]: success({ total: 2, list: [described, bare] }),
    [STAFF_API.mediaUpdate]: success({ file: { ...bare, altZh: '裸图', altEn: 'Bare' } }),
  })
  vi.stubGlobal('fetch', server.fetch)
  const pick = vi.fn()
  const close = vi.fn()
  renderWithClient(<MediaPicker kind="image" onPick={pick} onClose={close} />)
  return { server, pick, close }
}

describe('the media picker', () => {
  it('lists the library’s files of its kind and hands back the one chosen', async () => {
    const { server, pick } = show()
    const dialog = await screen.findByRole('dialog', { name: 'Choose an image' })
    const grid = await within(dialog).findByRole('grid', { name: 'Library files' })
    expect(server.to(STAFF_API.mediaList)[0]?.body).toMatchObject({ kind: 'image', page: 1 })
    const use = within(dialog).getByRole('button', { name: 'Use this file' })
    expect(use.hasAttribute('disabled')).toBe(true)
    // The grid is drawn (empty) before the list arrives.
    press(await within(grid).findByRole('row', { name: 'cortex.png' }))
    await waitFor(() => expect(use.hasAttribute('disabled')).toBe(false))
    fireEvent.click(use)
    expect(pick).toHaveBeenCalledWith({
      id: described.id,
      name: 'cortex.png',
      url: described.url,
      altZh: 'Cortex',
      altEn: 'Cortex',
      mime: 'image/png',
    })
  })

  it('asks both alt texts of an image without them where it is chosen, and hands it back with them', async () => {
    const { server, pick } = show()
    const grid = await screen.findByRole('grid', { name: 'Library files' })
    expect(await within(grid).findByText('No alt text')).toBeTruthy()
    press(within(grid).getByRole('row', { name: 'bare.png' }))
    const alt = await screen.findByRole('group', { name: 'Alt text of bare.png' })
    expect(within(alt).getByText(/Image “bare.png” has no alt text in both languages yet/)).toBeTruthy()
    // Not below the grid in its scroller, where a picture far down the grid left it out of sight: outside it, by the button that uses the file.
    expect(grid.contains(alt) || alt.closest('[data-prompt]')).toBeFalsy()
    expect(grid.closest('[data-prompt]')).toBeTruthy()
    const use = screen.getByRole('button', { name: 'Use this file' })
    expect(alt.compareDocumentPosition(use) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    fireEvent.change(within(alt).getByRole('textbox', { name: /^Alt text \(Chinese\)/ }), { target: { value: '裸图' } })
    fireEvent.change(within(alt).getByRole('textbox', { name: /^Alt text \(English\)/ }), { target: { value: 'Bare' } })
    fireEvent.click(within(alt).getByRole('button', { name: 'Save the alt text' }))
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Alt text of bare.png' })).toBeNull())
    expect(server.to(STAFF_API.mediaUpdate)[0]?.body).toMatchObject({ id: bare.id, altZh: '裸图', altEn: 'Bare' })
    fireEvent.click(screen.getByRole('button', { name: 'Use this file' }))
    expect(pick).toHaveBeenCalledWith(expect.objectContaining({ id: bare.id, altZh: '裸图', altEn: 'Bare' }))
  })

  it('closes on cancel, handing back nothing', async () => {
    const { close, pick } = show()
    await screen.findByRole('grid', { name: 'Library files' })
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(close).toHaveBeenCalled()
    expect(pick).not.toHaveBeenCalled()
  })
})
