// @vitest-environment happy-dom
import { STAFF_API, type MediaUsage } from '@ibr/contract/staff-client'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { failure, type fakeFetch, success } from '../../test/fake-fetch'
import { MediaDetail } from './media-detail'
import { renderRoutes, resetScreenBetweenTests } from '../../test/render-route'
import { mediaFile } from '../../test/media-file'

const file = mediaFile('AAAAAAAAAAAAAAAAAAAAA1', 'cortex.png', { height: 400, altZh: '皮层', focal: { x: 0.2, y: 0.5 } })
const usage: MediaUsage = {
  entity: 'article',
  id: 42,
  title: 'New imaging results',
  fields: ['picture', 'body'],
  copies: ['public', 'working'],
}

resetScreenBetweenTests()

function show(answers: Parameters<typeof fakeFetch>[0]) {
  const closed = vi.fn()
  const { server } = renderRoutes([{ path: '/media', element: <MediaDetail id={file.id} onClose={closed} /> }], '/media', answers)
  return { server, closed }
}

describe('a library file’s panel', () => {
  it('shows where the file is used, with a link to the item, and does not offer to delete it', async () => {
    show({ [STAFF_API.mediaGet]: success({ file, usages: [usage] }) })
    const link = await screen.findByRole('link', { name: 'New imaging results' })
    expect(link.getAttribute('href')).toBe('/articles/42')
    expect(screen.getByText('(picture, in the text, published, working copy)')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Delete' }).hasAttribute('disabled')).toBe(true)
    expect(screen.getByText(/A file in use cannot be deleted/)).toBeTruthy()
    // The English alt text is missing: said beside the fields.
    expect(screen.getByText(/Alt text is missing in one language or both/)).toBeTruthy()
    expect(screen.getByRole('slider', { name: 'Focal point' }).getAttribute('aria-valuetext')).toBe('20% across, 50% down')
  })

  it('saves the name, alt text and focal point together, then shows the file as saved', async () => {
    const { server } = show({
      [STAFF_API.mediaGet]: [success({ file, usages: [] }), success({ file: { ...file, altEn: 'Cortex' }, usages: [] })],
      [STAFF_API.mediaUpdate]: success({ file: { ...file, altEn: 'Cortex' } }),
    })
    fireEvent.change(await screen.findByRole('textbox', { name: 'Alt text (English)' }), { target: { value: 'Cortex' } })
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Focal point' }), { key: 'ArrowRight' })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    // The save invalidates the file's details: the panel asks again and the alt-text warning goes.
    await waitFor(() => expect(server.to(STAFF_API.mediaGet)).toHaveLength(2))
    await waitFor(() => expect(screen.queryByText(/Alt text is missing in one language or both/)).toBeNull())
    expect(server.to(STAFF_API.mediaUpdate)[0]?.body).toEqual({
      id: file.id,
      name: 'cortex.png',
      altZh: '皮层',
      altEn: 'Cortex',
      focal: { x: 0.21, y: 0.5 },
      lang: 'en',
    })
  })

  it('shows the server’s refusal when the file came into use meanwhile, and reads its usages again', async () => {
    const { server, closed } = show({
      [STAFF_API.mediaGet]: [success({ file, usages: [] }), success({ file, usages: [usage] })],
      [STAFF_API.mediaDelete]: failure(409, 'conflict', 'This file is used in 1 place and cannot be deleted', { usages: [usage] }),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete cortex.png?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect((await within(dialog).findByRole('alert')).textContent).toContain('This file is used in 1 place and cannot be deleted')
    await waitFor(() => expect(server.to(STAFF_API.mediaGet)).toHaveLength(2))
    expect(closed).not.toHaveBeenCalled()
  })

  it('deletes a file nothing uses, after asking', async () => {
    const { server, closed } = show({
      [STAFF_API.mediaGet]: success({ file, usages: [] }),
      [STAFF_API.mediaDelete]: success({}),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('alertdialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(closed).toHaveBeenCalled())
    expect(server.to(STAFF_API.mediaDelete)[0]?.body).toEqual({ id: file.id, lang: 'en' })
  })
})
