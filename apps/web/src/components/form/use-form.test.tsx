// @vitest-environment happy-dom
import { checkText } from '@ibr/contract/forms'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../lib/api-client'
import { Field } from './field'
import { LongTextField } from './long-text-field'
import { FormStatus } from './form-status'
import { useForm } from './use-form'

const FIELDS = ['name', 'email'] as const
type Values = Record<(typeof FIELDS)[number], string>
const check = (v: Values) => {
  const name = checkText(v.name, { min: 1, max: 5 })
  return name ? { name } : {}
}

function TestForm({ send }: { send: (v: Values) => Promise<string> }) {
  const form = useForm({ initial: { name: '', email: '' }, fields: FIELDS, check, send })
  if (form.result) return <p>sent {form.result}</p>
  return (
    <form {...form.formProps}>
      {FIELDS.map((f) => (
        <Field key={f} id={`t-${f}`} label={f === 'name' ? 'Name' : 'E-mail'} required={f === 'name'} problem={form.shown(f)}>
          {(control) => (
            <input {...control} value={form.values[f]} onChange={(e) => form.set(f, e.target.value)} onBlur={() => form.leave(f)} />
          )}
        </Field>
      ))}
      <FormStatus problems={form.attempt > 0 ? form.shownFields.length : 0} refusal={form.generalError} />
      <button type="submit">Send</button>
    </form>
  )
}

const input = (id: string) => document.getElementById(id) as HTMLInputElement
const submit = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Send' })))

afterEach(cleanup)

describe('useForm with Field', () => {
  it('sends nothing while a rule is broken, and shows the problem beside its field, focused', async () => {
    const send = vi.fn(async () => 'T-1')
    render(<TestForm send={send} />)
    expect(document.getElementById('t-name-error')).toBeNull()
    await submit()
    expect(send).not.toHaveBeenCalled()
    const error = document.getElementById('t-name-error')!
    expect(error.textContent).toBe('请填写Name')
    expect(input('t-name').getAttribute('aria-invalid')).toBe('true')
    expect(input('t-name').getAttribute('aria-describedby')).toBe('t-name-error')
    expect(document.activeElement).toBe(input('t-name'))
    expect(document.querySelector('[data-form-summary]')!.textContent).toContain('1')

    // Corrected: the problem goes as the value changes, and the form is sent.
    fireEvent.change(input('t-name'), { target: { value: 'Ann' } })
    expect(document.getElementById('t-name-error')).toBeNull()
    await submit()
    expect(send).toHaveBeenCalledWith({ name: 'Ann', email: '' })
    expect(screen.getByText('sent T-1')).toBeTruthy()
  })

  it('shows a field only once it was left changed', () => {
    render(<TestForm send={async () => 'x'} />)
    fireEvent.blur(input('t-name'))
    expect(document.getElementById('t-name-error')).toBeNull()
    fireEvent.change(input('t-name'), { target: { value: 'Annabel' } })
    fireEvent.blur(input('t-name'))
    expect(document.getElementById('t-name-error')!.textContent).toBe('Name不能超过 5 个字符')
  })

  it("puts the server's refusal beside the field it names, until that field changes", async () => {
    const send = vi.fn(async () => {
      throw new ApiError('conflict', 'already registered', 409, 'email')
    })
    render(<TestForm send={send} />)
    fireEvent.change(input('t-name'), { target: { value: 'Ann' } })
    fireEvent.change(input('t-email'), { target: { value: 'a@example.org' } })
    await submit()
    expect(document.getElementById('t-email-error')!.textContent).toBe('already registered')
    expect(input('t-email').getAttribute('aria-invalid')).toBe('true')
    expect(input('t-email').value).toBe('a@example.org')
    expect(document.querySelector('[data-form-summary]')!.textContent).not.toContain('already registered')
    // Sending again the same refused value is held in the page.
    await submit()
    expect(send).toHaveBeenCalledTimes(1)
    fireEvent.change(input('t-email'), { target: { value: 'b@example.org' } })
    expect(document.getElementById('t-email-error')).toBeNull()
  })

  it('shows a refusal that names no field as the general error', async () => {
    render(
      <TestForm
        send={async () => {
          throw new ApiError('registrationClosed', 'closed', 409)
        }}
      />,
    )
    fireEvent.change(input('t-name'), { target: { value: 'Ann' } })
    await submit()
    expect(document.querySelector('[data-form-summary]')!.textContent).toContain('closed')
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0)
  })
})

function BoundForm() {
  const form = useForm({ initial: { name: 'Ann', email: '' }, fields: FIELDS, check, send: async () => 'T-2' })
  return <LongTextField id="b-name" label="Name" help="" max={5} rows={2} {...form.bind('name')} />
}

describe('useForm bind', () => {
  it('gives a field component its value, its problem once left, and the setter', () => {
    render(<BoundForm />)
    const area = document.getElementById('b-name') as HTMLTextAreaElement
    expect(area.value).toBe('Ann')
    fireEvent.change(area, { target: { value: '' } })
    expect(area.value).toBe('')
    expect(document.getElementById('b-name-error')).toBeNull()
    fireEvent.blur(area)
    expect(document.getElementById('b-name-error')!.textContent).toBe('请填写Name')
  })
})
