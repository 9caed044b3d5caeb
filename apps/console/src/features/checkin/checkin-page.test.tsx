// @vitest-environment happy-dom
import { STAFF_API, type RegistrationCheckinRet } from '@ibr/contract/staff-client'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { failure, fakeFetch, success } from '../../test/fake-fetch'
import { CheckinPage } from './checkin-page'
import { renderWithClient } from '../../test/render-with-client'
import { resetScreenBetweenTests } from '../../test/render-route'
import { registrationRow } from '../../test/registration-row'

const answer = (alreadyAt: string | null): RegistrationCheckinRet => ({
  registration: registrationRow({ id: 1, state: 'accepted', payment: 'paid', fee: 0, fields: {}, checkedInAt: '2031-05-10T01:00:00Z' }),
  alreadyAt,
})

resetScreenBetweenTests()

function show(checkin: Response[]) {
  const server = fakeFetch({ [STAFF_API.conferenceList]: success({ list: [] }), [STAFF_API.registrationCheckin]: checkin })
  vi.stubGlobal('fetch', server.fetch)
  renderWithClient(<CheckinPage />)
  return server
}
const type = (code: string) => {
  fireEvent.change(screen.getByLabelText('Confirmation code'), { target: { value: code } })
  fireEvent.click(screen.getByRole('button', { name: 'Check in' }))
}

describe('the check-in screen', () => {
  it('checks in a typed code and shows the person big; a second scan warns', async () => {
    const server = show([success(answer(null)), success(answer('2031-05-10T01:00:00Z'))])
    type(' m31-7kq2xw9d ')
    expect(await screen.findByText('Li Lei')).toBeTruthy()
    expect(screen.getByText(/Accepted · Paid/)).toBeTruthy()
    expect(screen.getByText('Checked in')).toBeTruthy()
    expect(server.to(STAFF_API.registrationCheckin)[0]!.body).toMatchObject({ code: 'm31-7kq2xw9d' })
    type('M31-7KQ2XW9D')
    expect(await screen.findByText(/Warning: already checked in at/)).toBeTruthy()
  })

  it('says what the server refused, and the camera refusal in words while the typed code still works', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: { getUserMedia: () => Promise.reject(Object.assign(new Error('no'), { name: 'NotAllowedError' })) },
    })
    show([failure(404, 'notFound', 'There is no registration with this code')])
    fireEvent.click(screen.getByRole('button', { name: 'Scan with the camera' }))
    expect(await screen.findByText(/permission refused/)).toBeTruthy()
    type('NOPE')
    await waitFor(() => expect(screen.getByText('There is no registration with this code')).toBeTruthy())
  })
})
