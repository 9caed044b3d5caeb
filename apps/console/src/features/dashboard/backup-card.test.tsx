// @vitest-environment happy-dom
import { STAFF_API } from '@ibr/contract/staff-client'
import { cleanup, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fakeFetch, success } from '../../test/fake-fetch'
import { BackupCard } from './backup-card'
import { renderWithClient } from '../../test/render-with-client'
import { resetScreenBetweenTests } from '../../test/render-route'

resetScreenBetweenTests()

const status = (over: object) => ({ configured: true, lastSuccessAt: null, lastFailureAt: null, lastError: null, failing: false, ...over })

describe('the dashboard’s backup card', () => {
  it('alerts administrators when the latest backup failed, with what it reported, beside the last good one', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        [STAFF_API.backupStatus]: success(
          status({
            failing: true,
            lastFailureAt: '2026-11-27T18:00:00Z',
            lastError: 'pg_dump failed (exit 1): disk full',
            lastSuccessAt: '2026-11-26T18:00:00Z',
          }),
        ),
      }).fetch,
    )
    renderWithClient(<BackupCard />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('The latest backup failed (28 Nov 2026, 02:00): pg_dump failed (exit 1): disk full')
    expect(screen.getByText('Last good backup: 27 Nov 2026, 02:00')).toBeTruthy()
  })

  it('says when all is well, and when no daily backup is set up, without alarm', async () => {
    vi.stubGlobal('fetch', fakeFetch({ [STAFF_API.backupStatus]: success(status({ lastSuccessAt: '2026-11-27T18:00:00Z' })) }).fetch)
    renderWithClient(<BackupCard />)
    expect(await screen.findByText('Last good backup: 28 Nov 2026, 02:00')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    cleanup()
    vi.stubGlobal('fetch', fakeFetch({ [STAFF_API.backupStatus]: success(status({ configured: false })) }).fetch)
    renderWithClient(<BackupCard />)
    expect(await screen.findByText(/no place to keep backups has been chosen/)).toBeTruthy()
  })

  it('comes into view when opened from a backup-failure mail’s link to it', async () => {
    vi.stubGlobal('fetch', fakeFetch({ [STAFF_API.backupStatus]: success(status({ failing: true, lastError: 'disk full' })) }).fetch)
    const scrolled = vi.fn()
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(scrolled)
    window.location.hash = '#dashboard-backup'
    try {
      renderWithClient(<BackupCard />)
      await screen.findByRole('alert')
      expect(scrolled).toHaveBeenCalledTimes(1)
      expect(scrolled.mock.contexts[0]).toBe(screen.getByRole('region', { name: 'Daily backup' }))
    } finally {
      window.location.hash = ''
      vi.restoreAllMocks()
    }
  })
})
