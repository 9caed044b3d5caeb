// @vitest-environment happy-dom
import { STAFF_API, type PurgeCandidate } from '@ibr/contract/staff-client'
import { cleanup, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { failure, type fakeFetch, success } from '../../test/fake-fetch'
import { RetentionPage } from './retention-page'
import { renderRoutes, resetScreenBetweenTests } from '../../test/render-route'

const candidate = (over: Partial<PurgeCandidate>): PurgeCandidate => ({
  menuId: 1,
  title: { zh: '2022 脑科学大会', en: 'Brain Science Conference 2022' },
  endDate: '2022-10-16',
  purgeOn: '2023-10-17',
  registrations: 120,
  files: 3,
  bytes: 3 * 1024 * 1024,
  ...over,
})

function show(answers: Parameters<typeof fakeFetch>[0]) {
  return renderRoutes([{ path: '/retention', element: <RetentionPage /> }], '/retention', answers).server
}

resetScreenBetweenTests()

const rowOf = (title: string) => screen.getByText(title).closest('tr')!

describe('the retention screen', () => {
  it('lists what the next purges remove, soonest first, a purge whose day has come as due at the next run', async () => {
    const server = show({
      [STAFF_API.registrationPurgePreview]: success({
        retentionDays: 365,
        list: [
          candidate({}),
          candidate({
            menuId: 2,
            title: { zh: '2030 年会', en: '' },
            endDate: '2030-05-03',
            purgeOn: '2031-05-04',
            registrations: 0,
            files: 0,
            bytes: 0,
          }),
        ],
      }),
    })
    expect(await screen.findByText('Brain Science Conference 2022')).toBeTruthy()
    expect(server.to(STAFF_API.registrationPurgePreview)[0]?.body).toEqual({ lang: 'en' })
    expect(screen.getByText(/deleted for good, with their uploaded files, 365 days after the conference ends/)).toBeTruthy()
    const due = rowOf('Brain Science Conference 2022')
    expect(within(due).getByText('At the next run (due since 2023-10-17)')).toBeTruthy()
    expect(within(due).getByText('120')).toBeTruthy()
    expect(within(due).getByText('3 (3 MB)')).toBeTruthy()
    // No English title: the Chinese one.
    const later = rowOf('2030 年会')
    expect(within(later).getByText('2031-05-04')).toBeTruthy()
    expect(within(later).getAllByText('0')).toHaveLength(2)
  })

  it('says when nothing is kept, and shows a refusal in place', async () => {
    show({ [STAFF_API.registrationPurgePreview]: success({ retentionDays: 30, list: [] }) })
    expect(await screen.findByText('No registrations are being kept at the moment.')).toBeTruthy()
    cleanup()
    show({ [STAFF_API.registrationPurgePreview]: failure(403, 'noPermission', 'You may not do this') })
    expect(await screen.findByText('You may not do this')).toBeTruthy()
  })
})
