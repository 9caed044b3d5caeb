// @vitest-environment happy-dom
import { STAFF_API, type MailMessage } from '@ibr/contract/staff-client'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { langStore } from '../../i18n/lang'
import { failure, success, type fakeFetch } from '../../test/fake-fetch'
import { renderRoute, resetScreenBetweenTests } from '../../test/render-route'
import { MailPage } from './mail-page'

const message = (over: Partial<MailMessage>): MailMessage => ({
  id: 1,
  to: 'li.si@example.org',
  subject: 'Registration received',
  text: 'Dear Li Si,\n\nWe have your registration.\n',
  html: null,
  lang: 'en',
  kind: 'registration.received',
  attachments: [],
  status: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: '2026-11-20T02:00:00.000Z',
  sentAt: '2026-11-20T02:00:05.000Z',
  ...over,
})

const failed = message({
  id: 3,
  to: 'wang.wu@example.org',
  subject: '报名已收到',
  text: '王五，您好：\n我们已收到您的报名。\n',
  html: '<p>王五，您好：</p><script>parent.alert(1)</script>',
  lang: 'zh',
  attachments: [{ filename: '研讨会.ics', contentType: 'text/calendar', size: 2048 }],
  status: 'failed',
  attempts: 8,
  lastError: 'Message failed: 550 Mailbox unavailable',
  sentAt: null,
})
const kept = message({ id: 2, subject: 'Accepted', status: 'outbox', attempts: 0, sentAt: null })
const sent = message({ id: 1 })

const show = (address: string, answers: Parameters<typeof fakeFetch>[0]) => renderRoute('/mail', <MailPage />, address, answers)

resetScreenBetweenTests()

const rowOf = (subject: string) => screen.getByRole('link', { name: subject }).closest('tr')!

describe('the mail screen', () => {
  it('lists every message newest first with where it stands, a failed one with its error', async () => {
    const { server } = show('/mail?page=2', { [STAFF_API.mailOutbox]: success({ total: 23, list: [failed, kept, sent] }) })
    await screen.findByRole('link', { name: '报名已收到' })
    expect(server.to(STAFF_API.mailOutbox)[0]?.body).toEqual({ page: 2, pageSize: 20, lang: 'en' })
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['报名已收到', 'Accepted', 'Registration received'])
    expect(within(rowOf('报名已收到')).getByText('Failed')).toBeTruthy()
    expect(within(rowOf('报名已收到')).getByText('Message failed: 550 Mailbox unavailable')).toBeTruthy()
    expect(within(rowOf('报名已收到')).getByText('Chinese')).toBeTruthy()
    expect(within(rowOf('Accepted')).getByText('In the outbox')).toBeTruthy()
    expect(within(rowOf('Registration received')).getByText('Sent')).toBeTruthy()
    expect(screen.getByText('Page 2 of 2, 23 in all')).toBeTruthy()
  })

  it('opens a message to read its text, its HTML without running it, and its attachments’ names; a sent one offers no resend', async () => {
    const { address } = show('/mail', { [STAFF_API.mailOutbox]: success({ total: 3, list: [failed, kept, sent] }) })
    fireEvent.click(await screen.findByRole('link', { name: 'Registration received' }))
    await waitFor(() => expect(address()).toBe('?message=1'))
    const panel = screen.getByRole('region', { name: 'Registration received' })
    expect(within(panel).getByText(/We have your registration/).tagName).toBe('PRE')
    expect(within(panel).getByText('Handed to the mail server.')).toBeTruthy()
    expect(within(panel).getByText('None.')).toBeTruthy()
    expect(within(panel).queryByRole('button', { name: 'Send again' })).toBeNull()
    // Text only: no HTML frame.
    expect(panel.querySelector('iframe')).toBeNull()

    fireEvent.click(screen.getByRole('link', { name: '报名已收到' }))
    const other = await screen.findByRole('region', { name: '报名已收到' })
    const frame = other.querySelector('iframe')!
    expect(frame.getAttribute('sandbox')).toBe('')
    expect(frame.getAttribute('srcdoc')).toBe(failed.html)
    expect(frame.getAttribute('title')).toBe('HTML of the message “报名已收到”')
    expect(within(other).getByText('研讨会.ics')).toBeTruthy()
    expect(within(other).getByText('(text/calendar, 2 KB)')).toBeTruthy()
    expect(within(other).getByText('Message failed: 550 Mailbox unavailable')).toBeTruthy()

    fireEvent.click(within(other).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(address()).toBe(''))
    expect(screen.queryByRole('region', { name: '报名已收到' })).toBeNull()
  })

  it('sends a failed message again and reads the list again', async () => {
    const { server } = show('/mail?message=3', {
      [STAFF_API.mailOutbox]: [
        success({ total: 3, list: [failed, kept, sent] }),
        success({ total: 3, list: [{ ...failed, status: 'queued' }, kept, sent] }),
      ],
      [STAFF_API.mailResend]: success({ message: { ...failed, status: 'queued' } }),
    })
    const panel = await screen.findByRole('region', { name: '报名已收到' })
    fireEvent.click(within(panel).getByRole('button', { name: 'Send again' }))
    expect(await screen.findByText('The message to wang.wu@example.org is queued to be sent again')).toBeTruthy()
    expect(server.to(STAFF_API.mailResend)[0]?.body).toEqual({ id: 3, lang: 'en' })
    await waitFor(() => expect(server.to(STAFF_API.mailOutbox)).toHaveLength(2))
    const reread = await screen.findByRole('region', { name: '报名已收到' })
    await waitFor(() => expect(within(reread).getByText('Waiting to be sent, or for its next try.')).toBeTruthy())
    expect(within(reread).queryByRole('button', { name: 'Send again' })).toBeNull()
    // The list beside it shows the new state too, with no reload asked for.
    expect(within(rowOf('报名已收到')).getByText('Waiting')).toBeTruthy()
    expect(within(rowOf('报名已收到')).queryByText('Failed')).toBeNull()
  })

  it('shows the server’s refusal of a resend', async () => {
    show('/mail?message=3', {
      [STAFF_API.mailOutbox]: success({ total: 1, list: [failed] }),
      [STAFF_API.mailResend]: failure(409, 'conflict', 'Only a message that could not be sent can be sent again'),
    })
    fireEvent.click(within(await screen.findByRole('region', { name: '报名已收到' })).getByRole('button', { name: 'Send again' }))
    expect(await screen.findByText('Only a message that could not be sent can be sent again')).toBeTruthy()
  })

  it('says so when nothing was sent yet, in Chinese too', async () => {
    langStore.set({ lang: 'zh' })
    show('/mail', { [STAFF_API.mailOutbox]: success({ total: 0, list: [] }) })
    expect(await screen.findByText('网站还没有发出任何邮件。')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('邮件')
  })
})
