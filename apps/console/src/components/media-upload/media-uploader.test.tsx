// @vitest-environment happy-dom
import { STAFF_API } from '@ibr/contract/staff-client'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { langStore } from '../../i18n/lang'
import { FakeXhr } from '../../test/fake-xhr'
import { MediaUploader } from './media-uploader'

const MB = 1024 * 1024
let requests: FakeXhr[]

beforeEach(() => {
  langStore.set({ lang: 'en' })
  requests = []
  vi.stubGlobal(
    'XMLHttpRequest',
    class extends FakeXhr {
      constructor() {
        super()
        requests.push(this)
      }
    },
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** A file of any size without its bytes: the console reads only the name, type and size before sending. */
function fileOf(name: string, type: string, size: number) {
  const file = new File(['x'], name, { type })
  Object.defineProperty(file, 'size', { value: size })
  return file
}

function choose(...files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!
  Object.defineProperty(input, 'files', { value: files, configurable: true })
  fireEvent.change(input)
}

const uploaded = (id: string, name: string) => ({
  code: 'success',
  retMap: { file: { id, name, kind: 'image', url: `/file/image/${id}` } },
})

describe('uploading to the media library', () => {
  it('says the limit of each type before anything is chosen', () => {
    render(<MediaUploader onUploaded={() => {}} />)
    expect(screen.getByText('Images (JPEG, PNG, WebP, GIF): up to 20 MB each')).toBeTruthy()
    expect(screen.getByText('Videos (MP4, WebM): up to 200 MB each')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeTruthy()
  })

  it('refuses a file over its type’s limit and a type the library does not take, without sending them', async () => {
    render(<MediaUploader onUploaded={() => {}} />)
    choose(
      fileOf('lecture.mp4', 'video/mp4', 250 * MB),
      fileOf('data.zip', 'application/zip', 1000),
      fileOf('scan.png', 'image/png', 21 * MB),
    )
    const alerts = await screen.findAllByRole('alert')
    expect(alerts.map((a) => a.textContent)).toEqual([
      'Not sent: 250 MB is larger than 200 MB, the most a file of this type may be',
      'Not sent: this type of file is not taken (images, PDF and Office documents, MP4 and WebM videos)',
      'Not sent: 21 MB is larger than 20 MB, the most a file of this type may be',
    ])
    expect(requests).toEqual([])
  })

  it('sends files one at a time, each with its own progress bar, and reports each kept file', async () => {
    const kept = vi.fn()
    render(<MediaUploader onUploaded={kept} />)
    choose(fileOf('one.png', 'image/png', 2 * MB), fileOf('two.pdf', 'application/pdf', 3 * MB))
    await waitFor(() => expect(requests).toHaveLength(1))
    expect(requests[0]!.url).toBe(`${STAFF_API.mediaUpload}?lang=en`)
    expect((requests[0]!.form!.get('file') as File).name).toBe('one.png')
    const list = screen.getByRole('region', { name: 'Uploads' })
    expect(within(list).getByText('Waiting')).toBeTruthy()

    requests[0]!.progress(30, 100)
    const bar = await within(list).findByRole('progressbar', { name: 'one.png' })
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('30'))
    requests[0]!.progress(100, 100)
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('100'))
    requests[0]!.respond(200, uploaded('AAAAAAAAAAAAAAAAAAAAA1', 'one.png'))

    await waitFor(() => expect(requests).toHaveLength(2))
    expect(kept).toHaveBeenCalledWith(expect.objectContaining({ id: 'AAAAAAAAAAAAAAAAAAAAA1' }))
    expect(within(list).getByText('Uploaded')).toBeTruthy()
    await within(list).findByRole('progressbar', { name: 'two.pdf' })
    requests[1]!.respond(415, { code: 'unsupportedType', msg: 'This file type is not accepted' })
    expect((await within(list).findByRole('alert')).textContent).toBe('Not uploaded: This file type is not accepted')
    expect(kept).toHaveBeenCalledTimes(1)

    fireEvent.click(within(list).getByRole('button', { name: 'Clear finished uploads' }))
    expect(screen.queryByRole('region', { name: 'Uploads' })).toBeNull()
  })

  it('cancels an upload under way, and one still waiting', async () => {
    render(<MediaUploader onUploaded={() => {}} />)
    choose(fileOf('a.png', 'image/png', 10), fileOf('b.png', 'image/png', 10))
    await waitFor(() => expect(requests).toHaveLength(1))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the upload of b.png' }))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the upload of a.png' }))
    await waitFor(() => expect(screen.getAllByText('Cancelled')).toHaveLength(2))
    expect(requests[0]!.aborted).toBe(true)
    expect(requests).toHaveLength(1)
  })

  it('in a picker for one type, refuses files of another type', async () => {
    render(<MediaUploader only="image" onUploaded={() => {}} />)
    expect(screen.queryByText(/Videos/)).toBeNull()
    choose(fileOf('talk.mp4', 'video/mp4', 10))
    expect((await screen.findByRole('alert')).textContent).toBe('Not sent: only images can be chosen here')
    expect(requests).toEqual([])
  })
})
