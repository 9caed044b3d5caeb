// @vitest-environment happy-dom
import { checkConferenceForm, newConferenceField, type ConferenceFormField } from '@ibr/contract/staff-client'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { langStore } from '../../../i18n/lang'
import { FormBuilder } from './form-builder'

beforeEach(() => langStore.set({ lang: 'en' }))
afterEach(cleanup)

const labelled = (name: string, type: ConferenceFormField['type']): ConferenceFormField => ({
  ...newConferenceField(type, name),
  label: { zh: `字段${name}`, en: `Field ${name}` },
})

let latest: ConferenceFormField[] = []
/** The builder with its form in state, checked by the contract's rules as the editor does. */
function Harness({ start, held = [], showAll }: { start: ConferenceFormField[]; held?: string[]; showAll?: boolean }) {
  const [fields, setFields] = useState(start)
  latest = fields
  return <FormBuilder fields={fields} onChange={setFields} problems={checkConferenceForm(fields)} heldFields={held} showAll={showAll} />
}
const list = () => screen.getByRole('list', { name: 'Form fields' })
const names = () =>
  within(list())
    .getAllByRole('button', { expanded: false })
    .map((b) => b.textContent)

describe('the form builder', () => {
  it('adds a field of the chosen type and opens its settings', async () => {
    render(<Harness start={[labelled('name', 'text'), labelled('email', 'email')]} />)
    fireEvent.click(screen.getByRole('button', { name: /Type of the new field/ }))
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Single choice' }))
    fireEvent.click(screen.getByRole('button', { name: 'Add field' }))
    expect(latest.map((f) => [f.name, f.type])).toEqual([
      ['name', 'text'],
      ['email', 'email'],
      ['select1', 'select'],
    ])
    expect(screen.getByRole('group', { name: 'Options' })).toBeTruthy()
    // Its labels are still empty, but nothing is typed yet: no rule is said before the field is left.
    expect(screen.queryByText('The field "select1" needs a label in both languages')).toBeNull()
  })

  it('moves a field with Alt+arrow keys on its heading and with the buttons, keeping focus and announcing it', async () => {
    render(<Harness start={[labelled('name', 'text'), labelled('email', 'email'), labelled('phone', 'tel')]} />)
    const head = within(list()).getByRole('button', { name: /Field phone/ })
    fireEvent.keyDown(head, { key: 'ArrowUp', altKey: true })
    expect(latest.map((f) => f.name)).toEqual(['name', 'phone', 'email'])
    expect(await screen.findByText('phone moved to position 2 of 3')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Move name down' }))
    expect(latest.map((f) => f.name)).toEqual(['phone', 'name', 'email'])
    expect(names()[0]).toMatch(/Field phone/)
    // The first field cannot go up.
    expect(
      screen.getByRole('button', { name: 'Move phone up' }).hasAttribute('disabled') ||
        screen.getByRole('button', { name: 'Move phone up' }).getAttribute('aria-disabled') === 'true',
    ).toBe(true)
  })

  it('shows a new field’s problems only once it is left or a save is tried, not before anything is typed', async () => {
    const start = [labelled('name', 'text'), labelled('email', 'email')]
    render(
      <>
        <Harness start={start} />
        <button type="button">elsewhere</button>
      </>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Add field' }))
    const zh = screen.getByLabelText('Chinese label')
    expect(zh.getAttribute('aria-invalid')).toBeNull()
    expect(screen.queryByText(/has problems/)).toBeNull()
    // Typing in it keeps it quiet; leaving the field's settings shows what is still missing.
    fireEvent.focus(zh)
    fireEvent.change(zh, { target: { value: '职务' } })
    fireEvent.blur(zh, { relatedTarget: screen.getByLabelText('English label') })
    expect(screen.queryByText(/has problems/)).toBeNull()
    fireEvent.blur(screen.getByLabelText('English label'), { relatedTarget: screen.getByRole('button', { name: 'elsewhere' }) })
    expect(screen.getByLabelText('English label').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText(/has problems/)).toBeTruthy()
    expect(screen.getAllByText('The field "text1" needs a label in both languages').length).toBeGreaterThan(0)

    // A save tried shows a field just added at once.
    cleanup()
    render(<Harness start={start} showAll />)
    fireEvent.click(screen.getByRole('button', { name: 'Add field' }))
    expect(screen.getByLabelText('Chinese label').getAttribute('aria-invalid')).toBe('true')
  })

  it('takes an option fee in yuan and stores fen; a negative fee and a repeated value are refused beside the option', () => {
    const workshop = { ...labelled('workshop', 'select'), options: [{ value: 'A', label: { zh: '甲', en: 'A' }, fee: 0, capacity: null }] }
    render(<Harness start={[labelled('email', 'email'), workshop]} />)
    fireEvent.click(within(list()).getByRole('button', { name: /Field workshop/ }))
    fireEvent.change(screen.getByLabelText('Fee (yuan)'), { target: { value: '300.5' } })
    expect(latest[1]!.options[0]!.fee).toBe(30050)
    fireEvent.change(screen.getByLabelText(/Places/), { target: { value: '30' } })
    expect(latest[1]!.options[0]!.capacity).toBe(30)
    expect(screen.getByText(/30 places/)).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Fee (yuan)'), { target: { value: '-1' } })
    expect(screen.getByLabelText('Fee (yuan)').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('A fee cannot be negative')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Add option' }))
    fireEvent.change(screen.getAllByLabelText('Option value')[1]!, { target: { value: 'A' } })
    expect(screen.getByText('The field "workshop" has the option value "A" twice')).toBeTruthy()
  })

  it('takes a file field’s size limit in MB as the site counts them (1 MB = 1024 × 1024 bytes), so visitors read the number typed', () => {
    render(<Harness start={[labelled('email', 'email'), labelled('abstract', 'file')]} />)
    fireEvent.click(within(list()).getByRole('button', { name: /Field abstract/ }))
    fireEvent.change(screen.getByLabelText(/Size limit/), { target: { value: '2' } })
    expect(latest[1]!.maxBytes).toBe(2 * 1024 * 1024)
    expect((screen.getByLabelText(/Size limit/) as HTMLInputElement).value).toBe('2')
  })

  it('takes a file field’s types by their names, Word’s two formats as one choice, and keeps a type saved earlier', () => {
    const abstract = { ...labelled('abstract', 'file'), accept: ['application/pdf', 'text/x-old'] }
    render(<Harness start={[labelled('email', 'email'), abstract]} />)
    fireEvent.click(within(list()).getByRole('button', { name: /Field abstract/ }))
    const types = screen.getByRole('group', { name: /Accepted file types/ })
    expect((within(types).getByRole('checkbox', { name: 'PDF document' }) as HTMLInputElement).checked).toBe(true)
    expect((within(types).getByRole('checkbox', { name: 'text/x-old' }) as HTMLInputElement).checked).toBe(true)
    expect(within(types).queryByText(/application\//)).toBeNull()
    fireEvent.click(within(types).getByRole('checkbox', { name: 'Word document' }))
    expect([...latest[1]!.accept].sort()).toEqual([
      'application/msword',
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'text/x-old',
    ])
  })

  it('says when the form has no e-mail field, and keeps a field registrations hold', () => {
    render(<Harness start={[labelled('name', 'text')]} held={['name']} />)
    expect(screen.getByRole('alert').textContent).toBe('The form needs exactly one e-mail field')
    expect(screen.getByText(/Registrations hold values of this field/)).toBeTruthy()
    const remove = screen.getByRole('button', { name: 'Remove name' })
    expect(remove.hasAttribute('disabled') || remove.getAttribute('aria-disabled') === 'true').toBe(true)
  })
})
