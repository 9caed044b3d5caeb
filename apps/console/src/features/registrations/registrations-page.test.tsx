// @vitest-environment happy-dom
import { STAFF_API, type ConferenceListRet, type RegistrationListRet, type RegistrationRow } from '@ibr/contract/staff-client'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { type fakeFetch, success } from '../../test/fake-fetch'
import { RegistrationsPage } from './registrations-page'
import { renderRoutes, resetScreenBetweenTests } from '../../test/render-route'
import { registrationRow } from '../../test/registration-row'

const conferences: ConferenceListRet = {
  list: [
    {
      id: 5,
      menuId: 50,
      token: 'meeting2031',
      path: '/ibrMeeting/meeting2031',
      title: { zh: '2031 脑科学大会', en: '2031 Brain Conference' },
      startDate: '2031-05-10',
      endDate: '2031-05-12',
      registrationOpen: true,
      capacity: 100,
      counts: {},
      mayEdit: false,
      mayReview: true,
    },
  ],
}
const listed = (rows: RegistrationRow[]): RegistrationListRet => ({
  total: rows.length,
  counts: { pending: 3, accepted: 9 },
  options: [{ field: 'workshop', value: 'A', label: { zh: '工作坊甲', en: 'Workshop A' }, count: 12, capacity: 30 }],
  capacity: 100,
  list: rows,
})
const detail = {
  conference: {
    formFields: [
      {
        name: 'workshop',
        label: { zh: '工作坊', en: 'Workshop' },
        options: [{ value: 'A', label: { zh: '工作坊甲', en: 'Workshop A' }, fee: 30000, capacity: 30 }],
      },
    ],
  },
}

resetScreenBetweenTests()

function show(address: string, answers: Parameters<typeof fakeFetch>[0]) {
  return renderRoutes([{ path: '/registrations', element: <RegistrationsPage /> }], address, {
    [STAFF_API.conferenceList]: success(conferences),
    [STAFF_API.conferenceGet]: success(detail),
    ...answers,
  })
}

describe('the registrations screen', () => {
  it('shows counts per state and per option (taken / places) for the reviewer’s conference, and filters by state', async () => {
    const { server } = show('/registrations', { [STAFF_API.registrationList]: success(listed([registrationRow()])) })
    expect(await screen.findByText('Li Lei')).toBeTruthy()
    expect(server.to(STAFF_API.registrationList)[0]!.body).toMatchObject({ menuId: 50, page: 1 })
    const counts = screen.getByRole('group', { name: 'Counts per state' })
    expect(within(counts).getByRole('button', { name: /All 12 \/ 100/ })).toBeTruthy()
    expect(screen.getByRole('list', { name: /Per option/ }).textContent).toContain('Workshop A: 12 / 30')
    fireEvent.click(within(counts).getByRole('button', { name: /Pending 3/ }))
    await waitFor(() => expect(server.to(STAFF_API.registrationList).at(-1)!.body).toMatchObject({ state: 'pending' }))
  })

  it('opens one beside the list, accepts it with a comment and records a payment', async () => {
    const { server } = show('/registrations?conference=50&open=11', {
      [STAFF_API.registrationList]: success(listed([registrationRow()])),
      [STAFF_API.registrationDecide]: success({ registration: registrationRow({ state: 'accepted' }) }),
      [STAFF_API.registrationPay]: success({ registration: registrationRow({ payment: 'paid' }) }),
    })
    const panel = await screen.findByRole('region', { name: /Li Lei · M31-7KQ2XW9D/ })
    expect(within(panel).getByText('Workshop A')).toBeTruthy()
    fireEvent.change(within(panel).getByLabelText(/Comment/), { target: { value: 'Welcome' } })
    fireEvent.click(within(panel).getByRole('button', { name: 'Accept' }))
    await waitFor(() =>
      expect(server.to(STAFF_API.registrationDecide)[0]?.body).toMatchObject({ id: 11, state: 'accepted', comment: 'Welcome' }),
    )
    fireEvent.change(within(panel).getByLabelText('Payment reference'), { target: { value: 'BANK-42' } })
    fireEvent.click(within(panel).getByRole('button', { name: 'Record payment' }))
    await waitFor(() => expect(server.to(STAFF_API.registrationPay)[0]?.body).toMatchObject({ id: 11, reference: 'BANK-42' }))
  })

  it('shows a decision made in the panel in the list beside it, which is read again without a reload', async () => {
    const { server } = show('/registrations?conference=50&open=11', {
      [STAFF_API.registrationList]: [success(listed([registrationRow()])), success(listed([registrationRow({ state: 'accepted' })]))],
      [STAFF_API.registrationDecide]: success({ registration: registrationRow({ state: 'accepted' }) }),
    })
    const table = await screen.findByRole('table')
    await within(table).findByText('Li Lei')
    const stateCell = () => within(within(table).getByText('Li Lei').closest('tr')!).getByText(/^(Pending|Accepted)$/)
    expect(stateCell().textContent).toBe('Pending')
    const panel = screen.getByRole('region', { name: /Li Lei · M31-7KQ2XW9D/ })
    fireEvent.click(within(panel).getByRole('button', { name: 'Accept' }))
    await waitFor(() => expect(stateCell().textContent).toBe('Accepted'))
    expect(server.to(STAFF_API.registrationList)).toHaveLength(2)
    expect(server.to(STAFF_API.registrationDecide)).toHaveLength(1)
  })

  it('lists the answers in the form’s field order, not the stored one, with answers to removed fields last', async () => {
    const field = (name: string, en: string) => ({ name, label: { zh: en, en }, options: [] })
    show('/registrations?conference=50&open=11', {
      [STAFF_API.registrationList]: success(
        listed([registrationRow({ fields: { gone: 'x', name: 'Li Lei', email: 'li.lei@example.org', workshop: 'A' } })]),
      ),
      [STAFF_API.conferenceGet]: success({
        conference: { formFields: [field('workshop', 'Workshop'), field('email', 'E-mail'), field('name', 'Full name')] },
      }),
    })
    const panel = await screen.findByRole('region', { name: /Li Lei · M31-7KQ2XW9D/ })
    await waitFor(() => expect(within(panel).getByText('Full name')).toBeTruthy())
    const terms = within(panel)
      .getAllByRole('term')
      .map((dt) => dt.textContent)
    expect(terms.slice(terms.indexOf('Workshop'), terms.indexOf('gone') + 1)).toEqual(['Workshop', 'E-mail', 'Full name', 'gone'])
  })

  it('exports XLSX by POST and saves the answered file', async () => {
    const { server } = show('/registrations', {
      [STAFF_API.registrationList]: success(listed([registrationRow()])),
      [STAFF_API.registrationExport]: new Response('PK', {
        status: 200,
        headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      }),
    })
    const created = vi.fn(() => 'blob:x')
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }))
    await screen.findByText('Li Lei')
    fireEvent.click(screen.getByRole('button', { name: 'Export XLSX' }))
    await waitFor(() => expect(created).toHaveBeenCalled())
    expect(server.to(STAFF_API.registrationExport)[0]!.body).toMatchObject({ menuId: 50, format: 'xlsx' })
  })
})
