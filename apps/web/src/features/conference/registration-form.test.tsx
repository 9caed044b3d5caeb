// @vitest-environment happy-dom
import type { FormField, MeetingSign } from '@ibr/contract'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RegistrationForm } from './registration-form'

const field = (name: string, type: FormField['type'], extra: Partial<FormField> = {}): FormField => ({
  name,
  label: `L-${name}`,
  type,
  required: false,
  maxLength: 50,
  options: [],
  help: '',
  ...extra,
})
const sign: MeetingSign = {
  open: true,
  deadline: '2999-01-01T00:00:00Z',
  deadlineText: '2999-01-01 08:00',
  fee: '',
  notice: '',
  fileRule: { accept: ['application/pdf'], extensions: ['.pdf'], maxBytes: 1000 },
  currency: 'CNY',
  fields: [
    field('email', 'email', { required: true }),
    field('ws', 'multi', {
      options: [
        { value: 'a', label: 'Workshop A', fee: 20000, left: 0 },
        { value: 'b', label: 'Workshop B', fee: 10000, left: 3 },
      ],
      max: 1,
    }),
    field('country', 'country'),
    field('guests', 'persons', { max: 2 }),
    field('nights', 'nights', { nights: ['2024-10-17', '2024-10-18'], unitFee: 30000 }),
    field('consent', 'consent'),
  ],
}

afterEach(cleanup)

describe('the registration form’s kinds of field', () => {
  it('draws check boxes in a fieldset with fees and places left, a full option disabled, and the total as they are ticked', async () => {
    const send = vi.fn(async () => ({ registration: {} }))
    render(
      <MemoryRouter>
        <RegistrationForm conferenceId={1} sign={sign} onSend={send} onDone={() => {}} />
      </MemoryRouter>,
    )
    const full = screen.getByRole('checkbox', { name: /Workshop A/ }) as HTMLInputElement
    expect(full.disabled).toBe(true)
    const b = screen.getByRole('checkbox', { name: /Workshop B/ })
    expect(b.closest('fieldset')?.querySelector('legend')?.textContent).toContain('L-ws')
    expect(screen.getByRole('checkbox', { name: /Workshop B/ }).parentElement?.textContent).toMatch(/剩余 3 个名额/)
    fireEvent.click(b)
    const nights = screen.getAllByRole('checkbox').filter((c) => (c as HTMLInputElement).name === 'nights')
    expect(nights).toHaveLength(2)
    fireEvent.click(nights[0]!)
    // 100.00 for workshop B and one night at 300.00
    expect(document.querySelector('[data-total-fee]')?.textContent).toMatch(/400\.00/)
    // Countries by their names in the page's language, stored as codes.
    const country = document.getElementById('reg-country') as HTMLSelectElement
    expect([...country.options].some((o) => o.value === 'DE' && o.textContent === '德国')).toBe(true)
    // Without the consent the form is not sent, and the consent's error stands beside it.
    fireEvent.change(document.getElementById('reg-email')!, { target: { value: 'ann@example.org' } })
    await act(async () => void fireEvent.submit(document.querySelector('form')!))
    expect(send).not.toHaveBeenCalled()
    expect(document.querySelector('[data-field-error="reg-consent"]')?.textContent).toContain('L-consent')
    fireEvent.click(screen.getByRole('checkbox', { name: '我同意' }))
    fireEvent.change(screen.getByRole('textbox', { name: /第 1 位/ }), { target: { value: 'Bo' } })
    await act(async () => void fireEvent.submit(document.querySelector('form')!))
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'ann@example.org', ws: ['b'], nights: ['2024-10-17'], guests: ['Bo'], consent: 'yes' }),
      [],
    )
  })
})
