// @vitest-environment happy-dom
import { STAFF_API } from '@ibr/contract/staff-client'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { failure, fakeFetch, success } from '../../test/fake-fetch'
import { renderWithClient } from '../../test/render-with-client'
import { ChangePasswordForm } from './change-password-form'
import { resetScreenBetweenTests } from '../../test/render-route'

resetScreenBetweenTests()

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const fill = (current: string, password: string) => {
  type('Current password', current)
  type('New password', password)
  type('New password again', password)
}

describe('changing one’s password', () => {
  it('shows the strength as it is typed, and shows the server’s reason for a refusal at the field', async () => {
    const reason = 'This password repeats the same characters (like aaaa or abcabc); use a few unrelated words instead'
    const server = fakeFetch({
      [STAFF_API.password]: [failure(400, 'badRequest', reason, { field: 'password' }), success({})],
      [STAFF_API.me]: success({}),
    })
    vi.stubGlobal('fetch', server.fetch)
    renderWithClient(<ChangePasswordForm />)
    fill('the-old-one-123', 'aaaaaaaaaa')
    await screen.findByText(/Strength: very weak\./)
    expect(screen.getByRole('meter')).toHaveProperty('value', 0)
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }))
    const field = screen.getByLabelText('New password')
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'))
    const shown = screen.getByText(reason)
    expect(field.getAttribute('aria-describedby')!.split(' ')).toContain(shown.id || shown.closest('[id]')!.id)

    fill('the-old-one-123', 'Lantern-orbit-cactus-42')
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }))
    await screen.findByText(/Your password is changed/)
    expect(server.to(STAFF_API.password).map((r) => r.body.password)).toEqual(['aaaaaaaaaa', 'Lantern-orbit-cactus-42'])
  })

  it('says it is busy while the server checks and saves, and sends once however often it is pressed', async () => {
    const server = fakeFetch({ [STAFF_API.password]: success({}), [STAFF_API.me]: success({}) })
    let answer: () => void = () => undefined
    const held = new Promise<void>((resolve) => (answer = resolve))
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === STAFF_API.password) await held
      return server.fetch(input, init)
    })
    const { container } = renderWithClient(<ChangePasswordForm />)
    fill('the-old-one-123', 'Lantern-orbit-cactus-42')
    const button = screen.getByRole('button', { name: 'Change password' })
    fireEvent.click(button)
    await screen.findByText('Checking and saving the new password…')
    expect(container.querySelector('form')!.getAttribute('aria-busy')).toBe('true')
    expect(button.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(button)
    answer()
    await screen.findByText(/Your password is changed/)
    expect(container.querySelector('form')!.getAttribute('aria-busy')).toBe('false')
    expect(screen.queryByText('Checking and saving the new password…')).toBeNull()
    expect(server.to(STAFF_API.password)).toHaveLength(1)
  })
})
