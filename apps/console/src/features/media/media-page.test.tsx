// @vitest-environment happy-dom
import { STAFF_API } from '@ibr/contract/staff-client'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { sessionStarted } from '../../lib/session-store'
import { success } from '../../test/fake-fetch'
import { staffUser } from '../../test/staff-user'
import { MediaPage } from './media-page'
import { renderRoutes, resetScreenBetweenTests } from '../../test/render-route'
import { documentFile } from '../../test/media-file'

const file = documentFile('AAAAAAAAAAAAAAAAAAAAA1', 'report.pdf')
const renamed = { ...file, name: 'annual-report.pdf' }

resetScreenBetweenTests(() => sessionStarted(staffUser()))

describe('the media library', () => {
  it('shows a name saved in the file’s panel in the grid beside it, without a reload', async () => {
    const { server } = renderRoutes([{ path: '/media', element: <MediaPage /> }], `/media?file=${file.id}`, {
      [STAFF_API.mediaList]: [success({ total: 1, list: [file] }), success({ total: 1, list: [renamed] })],
      [STAFF_API.mediaGet]: [success({ file, usages: [] }), success({ file: renamed, usages: [] })],
      [STAFF_API.mediaUpdate]: success({ file: renamed }),
    })
    const grid = await screen.findByRole('grid', { name: 'Library files' })
    expect(await within(grid).findByText('report.pdf')).toBeTruthy()
    const name = await screen.findByRole('textbox', { name: /^Name/ })
    fireEvent.change(name, { target: { value: 'annual-report.pdf' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(within(grid).getByText('annual-report.pdf')).toBeTruthy())
    expect(within(grid).queryByText('report.pdf')).toBeNull()
    expect(server.to(STAFF_API.mediaUpdate).map((r) => r.body)).toEqual([{ id: file.id, name: 'annual-report.pdf', lang: 'en' }])
    expect(server.to(STAFF_API.mediaList)).toHaveLength(2)
  })
})
