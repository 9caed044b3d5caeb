// @vitest-environment happy-dom
import { STAFF_API, type HelpdeskGetRet } from '@ibr/contract/staff-client'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { failure, fakeFetch, success } from '../../test/fake-fetch'
import { HelpdeskDetail } from './helpdesk-detail'
import { renderWithClient } from '../../test/render-with-client'
import { resetScreenBetweenTests } from '../../test/render-route'
import { helpdeskRow } from './test-helpdesk'

const report = (over: Partial<HelpdeskGetRet['item']> = {}): HelpdeskGetRet => ({
  item: {
    ...helpdeskRow(),
    contact: 'zhang.san@example.org',
    place: 'B305',
    text: 'No network in B305\nsince this morning',
    screenshot: null,
    email: 'zhang.san@example.org',
    ...over,
  },
  notes: [],
  assignees: [
    { id: 7, name: 'Li Ming' },
    { id: 9, name: 'Wang Fang' },
  ],
})

resetScreenBetweenTests()

/** Opens a select's list and picks an option, as React Aria hears a mouse. */
async function choose(select: RegExp, option: string) {
  fireEvent.click(screen.getByRole('button', { name: select }))
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }))
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
}

function show(answers: Parameters<typeof fakeFetch>[0]) {
  const server = fakeFetch(answers)
  vi.stubGlobal('fetch', server.fetch)
  renderWithClient(<HelpdeskDetail ticket="F-20261125-AB3D" onClose={vi.fn()} />)
  return { server }
}

describe('a report in the help desk inbox', () => {
  it('shows what was sent and assigns it, moving it on', async () => {
    const { server } = show({
      [STAFF_API.helpdeskGet]: [success(report()), success(report({ state: 'progress', assignee: { id: 9, name: 'Wang Fang' } }))],
      [STAFF_API.helpdeskUpdate]: success({ item: report().item }),
    })
    expect(await screen.findByText(/since this morning/)).toBeTruthy()
    expect(screen.getByText('B305')).toBeTruthy()
    const save = screen.getByRole('button', { name: 'Save' })
    expect(save.hasAttribute('disabled')).toBe(true)
    await choose(/State/, 'In progress')
    await choose(/Assigned to/, 'Wang Fang')
    fireEvent.click(save)
    // The save makes the report stale: it is asked again and the form starts from what the server now has.
    await waitFor(() => expect(server.to(STAFF_API.helpdeskGet)).toHaveLength(2))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true))
    expect(server.to(STAFF_API.helpdeskUpdate)[0]?.body).toEqual({
      ticket: 'F-20261125-AB3D',
      state: 'progress',
      assigneeId: 9,
      lang: 'en',
    })
  })

  it('sends a note as a reply only when asked, and says the server’s refusal beside the text', async () => {
    const { server } = show({
      [STAFF_API.helpdeskGet]: success(report()),
      [STAFF_API.helpdeskNote]: [
        failure(400, 'badRequest', 'Write something first', { field: 'body' }),
        success({ note: { id: 1, author: 'Li Ming', body: 'Restart', reply: true, createdAt: '2026-11-25T03:00:00Z' } }),
      ],
    })
    const text = await screen.findByRole('textbox', { name: 'Note or reply' })
    fireEvent.change(text, { target: { value: ' x ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }))
    expect(await screen.findByText('Write something first')).toBeTruthy()
    fireEvent.change(text, { target: { value: 'Restart' } })
    fireEvent.click(screen.getByRole('switch', { name: 'Send to the reporter as a reply' }))
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }))
    await waitFor(() => expect(server.to(STAFF_API.helpdeskNote)).toHaveLength(2))
    expect(server.to(STAFF_API.helpdeskNote)[0]?.body).toMatchObject({ reply: false })
    expect(server.to(STAFF_API.helpdeskNote)[1]?.body).toEqual({ ticket: 'F-20261125-AB3D', body: 'Restart', reply: true, lang: 'en' })
  })

  it('offers no reply when the reporter left no e-mail address', async () => {
    show({ [STAFF_API.helpdeskGet]: success(report({ contact: '010-8888 6666', email: null })) })
    expect(await screen.findByText(/notes stay internal/)).toBeTruthy()
    expect(screen.queryByRole('switch')).toBeNull()
  })
})
