// @vitest-environment happy-dom
import { STAFF_API } from '@ibr/contract/staff-client'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { langStore } from '../../i18n/lang'
import { fakeFetch, success } from '../../test/fake-fetch'
import { ChangePasswordForm } from './change-password-form'

beforeEach(() => langStore.set({ lang: 'en' }))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe('the new password’s strength', () => {
  it('shows it as it is typed, refuses a weak one before sending it, and sends a strong one', async () => {
    const server = fakeFetch({ [STAFF_API.password]: success({}), [STAFF_API.me]: success({}) })
    vi.stubGlobal('fetch', server.fetch)
    render(<ChangePasswordForm />)
    type('Current password', 'the-old-one-123')
    type('New password', 'aaaaaaaaaa')
    type('New password again', 'aaaaaaaaaa')
    await screen.findByText(/Strength: very weak\./)
    expect(screen.getByRole('meter')).toHaveProperty('value', 0)
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }))
    await screen.findByText(/too easy to guess/)
    expect(server.to(STAFF_API.password)).toEqual([])

    type('New password', 'Lantern-orbit-cactus-42')
    type('New password again', 'Lantern-orbit-cactus-42')
    await screen.findByText(/Strength: (strong|very strong)\./)
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }))
    await waitFor(() => expect(server.to(STAFF_API.password)).toHaveLength(1))
    expect(server.to(STAFF_API.password)[0]!.body).toMatchObject({ password: 'Lantern-orbit-cactus-42' })
  })
})
