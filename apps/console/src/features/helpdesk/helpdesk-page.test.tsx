// @vitest-environment happy-dom
import { STAFF_API, type HelpdeskGetRet, type HelpdeskRow } from '@ibr/contract/staff-client'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { success } from '../../test/fake-fetch'
import { renderRoute, resetScreenBetweenTests } from '../../test/render-route'
import { HelpdeskPage } from './helpdesk-page'
import { helpdeskRow, TICKET } from './test-helpdesk'

const assignees = [{ id: 9, name: 'Wang Fang' }]
const listed = (r: HelpdeskRow) => success({ total: 1, counts: { [r.state]: 1 }, list: [r], assignees })
const report = (r: HelpdeskRow): HelpdeskGetRet => ({
  item: { ...r, contact: '', place: 'B305', text: 'No network in B305', screenshot: null, email: null },
  notes: [],
  assignees,
})

resetScreenBetweenTests()

describe('the help desk inbox', () => {
  it('shows a report’s new state, saved in the panel beside it, in the list without a reload', async () => {
    const moved = helpdeskRow({ state: 'progress', assignee: assignees[0]! })
    const { server } = renderRoute('/helpdesk', <HelpdeskPage />, `/helpdesk?ticket=${TICKET}`, {
      [STAFF_API.helpdeskList]: [listed(helpdeskRow()), listed(moved)],
      [STAFF_API.helpdeskGet]: [success(report(helpdeskRow())), success(report(moved))],
      [STAFF_API.helpdeskUpdate]: success({ item: report(moved).item }),
    })
    const table = await screen.findByRole('table')
    await within(table).findByText(TICKET)
    const stateInList = () => within(within(table).getByText(TICKET).closest('tr')!).getByText(/^(New|In progress)$/)
    expect(stateInList().textContent).toBe('New')
    const panel = await screen.findByRole('region', { name: TICKET })
    fireEvent.click(await within(panel).findByRole('button', { name: /State/ }))
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'In progress' }))
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(stateInList().textContent).toBe('In progress'))
    expect(server.to(STAFF_API.helpdeskUpdate)[0]?.body).toMatchObject({ ticket: TICKET, state: 'progress' })
    expect(server.to(STAFF_API.helpdeskList)).toHaveLength(2)
  })
})
