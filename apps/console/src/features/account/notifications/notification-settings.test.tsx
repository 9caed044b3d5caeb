// @vitest-environment happy-dom
import { STAFF_API } from '@ibr/contract/staff-client'
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { langStore } from '../../../i18n/lang'
import { failure, fakeFetch, success } from '../../../test/fake-fetch'
import { renderWithClient } from '../../../test/render-with-client'
import { NotificationSettings } from './notification-settings'
import { resetScreenBetweenTests } from '../../../test/render-route'

resetScreenBetweenTests()

const prefs = (over: Record<string, unknown> = {}) => ({
  digestHour: 8,
  timeZone: 'Asia/Shanghai',
  hasEmail: true,
  kinds: [
    { kind: 'reviewRequested', mode: 'immediate' },
    { kind: 'reviewDecided', mode: 'immediate' },
    { kind: 'scheduleRan', mode: 'digest' },
  ],
  ...over,
})

describe('one’s notification settings', () => {
  it('shows a choice per kind the person receives and the digest hour in the site’s zone, and saves a change', async () => {
    const saved = prefs({ digestHour: 18, kinds: [{ kind: 'reviewRequested', mode: 'never' }, ...prefs().kinds.slice(1)] })
    const server = fakeFetch({
      [STAFF_API.accountNotifications]: [success(prefs()), success(saved)],
      [STAFF_API.accountNotificationsSave]: success(saved),
    })
    vi.stubGlobal('fetch', server.fetch)
    renderWithClient(<NotificationSettings />)

    const review = await screen.findByRole('radiogroup', { name: 'Items waiting for my review' })
    expect(screen.getAllByRole('radiogroup').map((g) => g.getAttribute('aria-labelledby'))).toHaveLength(3)
    expect(within(review).getByRole('radio', { name: 'At once' })).toHaveProperty('checked', true)
    expect(screen.queryByText('Failed nightly backups')).toBeNull()
    expect(screen.getByRole('button', { name: /08:00 China Standard Time/ })).toBeTruthy()

    fireEvent.click(within(review).getByRole('radio', { name: 'Never' }))
    fireEvent.click(screen.getByRole('button', { name: /Daily digest at/ }))
    fireEvent.click(await screen.findByRole('option', { name: '18:00 China Standard Time' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save notification settings' }))

    await screen.findByText('Your notification settings are saved.')
    const [body] = server.to(STAFF_API.accountNotificationsSave).map((r) => r.body)
    expect(body).toMatchObject({ digestHour: 18, kinds: saved.kinds })
  })

  it('shows the server’s refusal, and warns a person without an address that nothing is sent', async () => {
    const server = fakeFetch({
      [STAFF_API.accountNotifications]: success(prefs({ hasEmail: false })),
      [STAFF_API.accountNotificationsSave]: failure(400, 'badRequest', 'Your roles do not receive this kind of notification', {
        field: 'kinds.0.kind',
      }),
    })
    vi.stubGlobal('fetch', server.fetch)
    renderWithClient(<NotificationSettings />)
    await screen.findByText(/Your account has no e-mail address yet/)
    fireEvent.click(screen.getByRole('button', { name: 'Save notification settings' }))
    await screen.findByText('Your roles do not receive this kind of notification')
  })

  it('names the zone in Chinese', async () => {
    langStore.set({ lang: 'zh' })
    vi.stubGlobal('fetch', fakeFetch({ [STAFF_API.accountNotifications]: success(prefs()) }).fetch)
    renderWithClient(<NotificationSettings />)
    expect(await screen.findByRole('button', { name: /08:00 北京时间/ })).toBeTruthy()
    expect(screen.getByRole('radiogroup', { name: '待我审核的内容' })).toBeTruthy()
  })
})
