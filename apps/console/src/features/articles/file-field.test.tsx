// @vitest-environment happy-dom
import { STAFF_API, type MediaFile } from '@ibr/contract/staff-client'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { langStore } from '../../i18n/lang'
import { fakeFetch, success } from '../../test/fake-fetch'
import { FileField, FilesField } from './file-field'

const file = (id: string, name: string, kind: 'image' | 'document'): MediaFile => ({
  id,
  name,
  kind,
  mime: kind === 'image' ? 'image/png' : 'application/pdf',
  size: 2048,
  width: kind === 'image' ? 800 : null,
  height: kind === 'image' ? 600 : null,
  altZh: '皮层',
  altEn: 'Cortex',
  focal: null,
  url: kind === 'image' ? `/file/image/${id}` : `/file/common/download/${id}`,
  uploadedBy: 'Wang Fang',
  createdAt: '2026-11-20T02:00:00Z',
})

beforeEach(() => langStore.set({ lang: 'en' }))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function press(element: Element) {
  fireEvent.pointerDown(element, { pointerId: 1, pointerType: 'mouse', button: 0, buttons: 1 })
  fireEvent.pointerUp(element, { pointerId: 1, pointerType: 'mouse', button: 0 })
  fireEvent.click(element, { detail: 1 })
}

/** Opens the picker from the field's button, chooses the named file and uses it. */
async function chooseFromLibrary(button: string, name: string) {
  fireEvent.click(screen.getByRole('button', { name: button }))
  const dialog = await screen.findByRole('dialog', { name: button })
  const grid = await within(dialog).findByRole('grid')
  press(await within(grid).findByRole('row', { name }))
  const use = within(dialog).getByRole('button', { name: 'Use this file' })
  await waitFor(() => expect(use.hasAttribute('disabled')).toBe(false))
  fireEvent.click(use)
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
}

function Picture() {
  const [value, setValue] = useState<string | null>(null)
  return <FileField label="Picture" name="pictureId" kind="image" description="" value={value} onChange={setValue} />
}

function Attachments({ initial }: { initial: string[] }) {
  const [value, setValue] = useState(initial)
  return <FilesField label="Attachments" name="attachments" kind="document" description="" value={value} onChange={setValue} />
}

describe('file fields choose from the media library', () => {
  it('sets the picture to the file chosen in the picker', async () => {
    const cortex = file('AAAAAAAAAAAAAAAAAAAAA1', 'cortex.png', 'image')
    vi.stubGlobal('fetch', fakeFetch({ [STAFF_API.mediaList]: success({ total: 1, list: [cortex] }) }).fetch)
    render(<Picture />)
    await chooseFromLibrary('Choose an image', 'cortex.png')
    expect((screen.getByLabelText('Picture', { selector: 'input' }) as HTMLInputElement).value).toBe(cortex.id)
  })

  it('adds the chosen document after the attachments already there, once', async () => {
    const report = file('BBBBBBBBBBBBBBBBBBBBB2', 'report.pdf', 'document')
    vi.stubGlobal('fetch', fakeFetch({ [STAFF_API.mediaList]: success({ total: 1, list: [report] }) }).fetch)
    render(<Attachments initial={['CCCCCCCCCCCCCCCCCCCCC3']} />)
    await chooseFromLibrary('Choose a document', 'report.pdf')
    expect((screen.getByLabelText('Attachments', { selector: 'input' }) as HTMLInputElement).value).toBe(
      `CCCCCCCCCCCCCCCCCCCCC3 ${report.id}`,
    )
  })
})
