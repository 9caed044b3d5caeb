// @vitest-environment happy-dom
import { STAFF_API, type MediaFile } from '@ibr/contract/staff-client'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { langStore } from '../../i18n/lang'
import { sessionStarted } from '../../lib/session-store'
import { failure, fakeFetch, success } from '../../test/fake-fetch'
import { staffUser } from '../../test/staff-user'
import { FileListField } from './file-list-field'
import { PictureField } from './picture-field'
import { renderWithClient } from '../../test/render-with-client'
import { resetScreenBetweenTests } from '../../test/render-route'
import { documentFile, mediaFile } from '../../test/media-file'

const file = (id: string, name: string, kind: 'image' | 'document', alt = { altZh: '皮层', altEn: 'Cortex' }): MediaFile =>
  kind === 'image' ? mediaFile(id, name, alt) : documentFile(id, name, { ...alt, url: `/file/common/download/${id}` })
const cortex = file('AAAAAAAAAAAAAAAAAAAAA1', 'cortex.png', 'image')
const hippocampus = file('DDDDDDDDDDDDDDDDDDDDD4', 'hippocampus.png', 'image', { altZh: '', altEn: '' })
const list = (...files: MediaFile[]) => success({ total: files.length, list: files })

resetScreenBetweenTests(() => sessionStarted(staffUser()))

function press(element: Element) {
  fireEvent.pointerDown(element, { pointerId: 1, pointerType: 'mouse', button: 0, buttons: 1 })
  fireEvent.pointerUp(element, { pointerId: 1, pointerType: 'mouse', button: 0 })
  fireEvent.click(element, { detail: 1 })
}

/** Opens the picker from the named button, chooses the named file and uses it. */
async function chooseFromLibrary(button: string, dialogName: string, name: string) {
  fireEvent.click(screen.getByRole('button', { name: button }))
  const dialog = await screen.findByRole('dialog', { name: dialogName })
  const grid = await within(dialog).findByRole('grid')
  press(await within(grid).findByRole('row', { name }))
  const use = within(dialog).getByRole('button', { name: 'Use this file' })
  await waitFor(() => expect(use.hasAttribute('disabled')).toBe(false))
  fireEvent.click(use)
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
}

function Picture({ initial = null }: { initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial)
  return (
    <>
      <PictureField label="Picture" kind="image" value={value} onChange={setValue} />
      <output aria-label="value">{value ?? 'none'}</output>
    </>
  )
}

const value = () => screen.getByRole('status', { name: 'value' }).textContent

describe('the picture field', () => {
  it('chooses, replaces and removes a picture, showing it rather than its id', async () => {
    const { fetch, to } = fakeFetch({ [STAFF_API.mediaList]: list(cortex, hippocampus) })
    vi.stubGlobal('fetch', fetch)
    renderWithClient(<Picture />)
    expect(screen.getByRole('group', { name: 'Picture' })).toBeTruthy()
    expect(screen.getByText('Nothing chosen')).toBeTruthy()
    expect(screen.queryByRole('textbox')).toBeNull()

    await chooseFromLibrary('Choose (Picture)', 'Choose an image', 'cortex.png')
    expect(value()).toBe(cortex.id)
    expect(screen.getByText('cortex.png')).toBeTruthy()
    expect(document.querySelector('img')?.getAttribute('src')).toBe(`/file/image/${cortex.id}?w=320`)
    expect(screen.getByRole('group', { name: 'Picture' }).textContent).not.toContain(cortex.id)
    // A picture with its alt text asks for nothing more.
    expect(screen.queryByRole('group', { name: 'Alt text of cortex.png' })).toBeNull()

    await chooseFromLibrary('Replace (Picture)', 'Choose an image', 'hippocampus.png')
    expect(value()).toBe(hippocampus.id)
    fireEvent.click(screen.getByRole('button', { name: 'Remove (Picture)' }))
    expect(value()).toBe('none')
    expect(screen.getByText('Nothing chosen')).toBeTruthy()
    // The picker's own list calls only: the chosen file was not asked for again.
    expect(to(STAFF_API.mediaList).every((r) => r.body.search === undefined)).toBe(true)
  })

  it('shows a picture already chosen by its name, found in the library by its id', async () => {
    const { fetch, to } = fakeFetch({ [STAFF_API.mediaList]: list(cortex) })
    vi.stubGlobal('fetch', fetch)
    renderWithClient(<Picture initial={cortex.id} />)
    expect(await screen.findByText('cortex.png')).toBeTruthy()
    expect(to(STAFF_API.mediaList)[0]!.body).toMatchObject({ search: cortex.id })
  })

  it('says so when the chosen file is no longer in the library', async () => {
    vi.stubGlobal('fetch', fakeFetch({ [STAFF_API.mediaList]: list() }).fetch)
    renderWithClient(<Picture initial={cortex.id} />)
    expect(await screen.findByText('This file is no longer in the media library')).toBeTruthy()
  })

  it('asks for both alt texts of an image without them, saves them on the file, and stops asking', async () => {
    const described = { ...hippocampus, altZh: '海马体', altEn: 'Hippocampus' }
    const { fetch, to } = fakeFetch({
      [STAFF_API.mediaList]: list(hippocampus),
      [STAFF_API.mediaUpdate]: [failure(400, 'badRequest', 'Alt text is too long', { field: 'altEn' }), success({ file: described })],
    })
    vi.stubGlobal('fetch', fetch)
    renderWithClient(<Picture />)
    await chooseFromLibrary('Choose (Picture)', 'Choose an image', 'hippocampus.png')
    const alt = screen.getByRole('group', { name: 'Alt text of hippocampus.png' })
    expect(within(alt).getByText(/Image “hippocampus.png” has no alt text in both languages yet/)).toBeTruthy()
    const save = within(alt).getByRole('button', { name: 'Save the alt text' })
    expect(save.hasAttribute('disabled')).toBe(true)
    fireEvent.change(within(alt).getByRole('textbox', { name: /^Alt text \(Chinese\)/ }), { target: { value: ' 海马体 ' } })
    fireEvent.change(within(alt).getByRole('textbox', { name: /^Alt text \(English\)/ }), { target: { value: 'Hippocampus' } })
    fireEvent.click(save)
    expect(await within(alt).findByText('Alt text is too long')).toBeTruthy()
    fireEvent.click(save)
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Alt text of hippocampus.png' })).toBeNull())
    expect(to(STAFF_API.mediaUpdate).at(-1)!.body).toMatchObject({ id: hippocampus.id, altZh: '海马体', altEn: 'Hippocampus' })
    expect(value()).toBe(hippocampus.id)
  })

  it('does not ask for alt text where the item gives its own', async () => {
    vi.stubGlobal('fetch', fakeFetch({ [STAFF_API.mediaList]: list(hippocampus) }).fetch)
    renderWithClient(<PictureField label="Image" kind="image" value={hippocampus.id} onChange={() => undefined} askAlt={false} />)
    expect(await screen.findByText('hippocampus.png')).toBeTruthy()
    expect(screen.queryByRole('group', { name: /^Alt text/ })).toBeNull()
  })

  it('does not ask a group administrator, who may choose pictures but not describe the library’s files', async () => {
    sessionStarted(staffUser({ roles: [], groups: [{ id: 3, name: 'Vision' }] }))
    vi.stubGlobal('fetch', fakeFetch({ [STAFF_API.mediaList]: list(hippocampus) }).fetch)
    renderWithClient(<PictureField label="Photo" kind="image" value={hippocampus.id} onChange={() => undefined} />)
    expect(await screen.findByText('hippocampus.png')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Replace (Photo)' })).toBeTruthy()
    expect(screen.queryByRole('group', { name: /^Alt text/ })).toBeNull()
  })

  it('speaks Chinese', async () => {
    langStore.set({ lang: 'zh' })
    const amygdala = file('EEEEEEEEEEEEEEEEEEEEE5', 'amygdala.png', 'image', { altZh: '', altEn: '' })
    vi.stubGlobal('fetch', fakeFetch({ [STAFF_API.mediaList]: list(amygdala) }).fetch)
    renderWithClient(<PictureField label="图片" kind="image" value={amygdala.id} onChange={() => undefined} />)
    expect(await screen.findByText(/图片“amygdala.png”还没有中英文替代文字/)).toBeTruthy()
    expect(screen.getByRole('button', { name: '更换 (图片)' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '移除 (图片)' })).toBeTruthy()
  })
})

function Attachments({ initial }: { initial: string[] }) {
  const [ids, setIds] = useState(initial)
  return (
    <>
      <FileListField label="Attachments" kind="document" value={ids} onChange={setIds} />
      <output aria-label="value">{ids.join(' ')}</output>
    </>
  )
}

describe('the attachments field', () => {
  it('lists the files by name and type, adds the chosen one after them once, and removes one', async () => {
    const report = file('BBBBBBBBBBBBBBBBBBBBB2', 'report.pdf', 'document')
    const notes = file('CCCCCCCCCCCCCCCCCCCCC3', 'notes.pdf', 'document')
    vi.stubGlobal('fetch', fakeFetch({ [STAFF_API.mediaList]: list(notes, report) }).fetch)
    renderWithClient(<Attachments initial={[notes.id]} />)
    expect(await screen.findByText('notes.pdf')).toBeTruthy()
    expect(screen.getByText('PDF document')).toBeTruthy()
    await chooseFromLibrary('Add a file (Attachments)', 'Choose a document', 'report.pdf')
    expect(value()).toBe(`${notes.id} ${report.id}`)
    await chooseFromLibrary('Add a file (Attachments)', 'Choose a document', 'report.pdf')
    expect(value()).toBe(`${notes.id} ${report.id}`)
    fireEvent.click(screen.getByRole('button', { name: 'Remove (notes.pdf)' }))
    expect(value()).toBe(report.id)
  })
})
