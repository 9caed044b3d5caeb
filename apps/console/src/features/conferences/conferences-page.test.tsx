// @vitest-environment happy-dom
import { STAFF_API, type ConferenceListRow } from '@ibr/contract/staff-client'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { paths } from '../../lib/paths'
import { sessionStarted } from '../../lib/session-store'
import { fakeFetch, success } from '../../test/fake-fetch'
import { renderWithClient } from '../../test/render-with-client'
import { staffUser } from '../../test/staff-user'
import { ConferencesPage } from './conferences-page'
import { resetScreenBetweenTests } from '../../test/render-route'

const conference = (menuId: number, en: string): ConferenceListRow => ({
  id: menuId / 10,
  menuId,
  token: `meeting${menuId}`,
  path: `/ibrMeeting/meeting${menuId}`,
  title: { zh: en, en },
  startDate: '2031-05-10',
  endDate: '2031-05-12',
  registrationOpen: false,
  capacity: null,
  counts: {},
  mayEdit: true,
  mayReview: true,
})

resetScreenBetweenTests(() => sessionStarted(staffUser()))

describe('the conferences list', () => {
  it('shows a conference made with its form once back at the list, read again rather than from the cache', async () => {
    const old = conference(50, '2031 Brain Conference')
    const server = fakeFetch({
      [STAFF_API.conferenceList]: [success({ list: [old] }), success({ list: [conference(60, '2032 Brain Conference'), old] })],
      [STAFF_API.conferenceCreate]: success({ menuId: 60, id: 6 }),
    })
    vi.stubGlobal('fetch', server.fetch)
    const router = createMemoryRouter(
      [
        { path: paths.conferences.path, element: <ConferencesPage /> },
        { path: paths.conference.path, element: <p>The new conference’s editor</p> },
      ],
      { initialEntries: [paths.conferences.getHref()] },
    )
    renderWithClient(<RouterProvider router={router} />)
    const cards = () => screen.getAllByRole('link', { name: /Brain Conference/ }).map((link) => link.textContent)
    await waitFor(() => expect(cards()).toEqual(['2031 Brain Conference']))
    const form = screen.getByRole('button', { name: 'Create the conference' }).closest('form')!
    fireEvent.change(within(form).getByLabelText(/Chinese title/), { target: { value: '2032 脑科学大会' } })
    fireEvent.change(within(form).getByLabelText(/English title/), { target: { value: '2032 Brain Conference' } })
    fireEvent.change(within(form).getByLabelText(/First day/), { target: { value: '2032-05-10' } })
    fireEvent.change(within(form).getByLabelText(/Last day/), { target: { value: '2032-05-12' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Create the conference' }))
    await screen.findByText('The new conference’s editor')
    expect(server.to(STAFF_API.conferenceCreate)[0]?.body).toMatchObject({ token: 'meeting2032', en: { title: '2032 Brain Conference' } })
    await router.navigate(paths.conferences.getHref())
    await waitFor(() => expect(cards()).toEqual(['2032 Brain Conference', '2031 Brain Conference']))
    expect(server.to(STAFF_API.conferenceList)).toHaveLength(2)
  })
})
