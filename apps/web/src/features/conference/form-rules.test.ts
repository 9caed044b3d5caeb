import type { FormField } from '@ibr/contract'
import { describe, expect, it } from 'vitest'
import { checkField, checkForm, textValues, type FormValues } from './form-rules'
import { placeServerError } from './server-error'

const field = (name: string, type: FormField['type'], required: boolean, maxLength = 20, extra: Partial<FormField> = {}): FormField => ({
  name,
  label: name.toUpperCase(),
  type,
  required,
  maxLength,
  options: [],
  help: '',
  ...extra,
})
const fields: FormField[] = [
  field('name', 'text', true, 5),
  field('email', 'email', false, 100),
  field('phone', 'tel', true, 30),
  field('role', 'select', true, 20, {
    options: [
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
    ],
  }),
  field('paper', 'file', true, 0),
  field('remarks', 'textarea', false, 10),
]
const values = (text: Record<string, string>, files: Record<string, boolean> = { paper: true }): FormValues => ({ text, files })
const ok = { name: 'Ann', email: 'ann@example.org', phone: '+86 (10) 1234-5678', role: 'a', remarks: '' }
const check = (name: string, text: Record<string, string>, files?: Record<string, boolean>) =>
  checkField(
    fields.find((f) => f.name === name)!,
    fields,
    values({ ...ok, ...text }, files),
  )

describe('registration rules (as the server checks them)', () => {
  it('accepts a complete form', () => {
    expect([...checkForm(fields, values(ok)).keys()]).toEqual([])
  })

  it('requires required fields, the first e-mail field always, and trims first', () => {
    expect(check('name', { name: '   ' })).toEqual({ kind: 'required' })
    expect(check('email', { email: '' })).toEqual({ kind: 'required' })
    expect(check('role', { role: '' })).toEqual({ kind: 'choose' })
    expect(check('paper', {}, { paper: false })).toEqual({ kind: 'file' })
    expect(check('remarks', { remarks: '' })).toBeNull()
  })

  it('counts characters as code points, after trimming', () => {
    expect(check('name', { name: '  Anna ' })).toBeNull()
    expect(check('name', { name: 'Annabel' })).toEqual({ kind: 'tooLong', max: 5, count: 7 })
    expect(check('name', { name: '😀😀😀😀😀' })).toBeNull()
  })

  it('checks e-mail, telephone and choices like the server', () => {
    expect(check('email', { email: 'ann@example' })).toEqual({ kind: 'email' })
    expect(check('email', { email: 'ann@exa_mple.org' })).toEqual({ kind: 'email' })
    expect(check('email', { email: 'a.b+c@sub.example.org' })).toBeNull()
    expect(check('phone', { phone: '1234' })).toEqual({ kind: 'tel' })
    expect(check('phone', { phone: '12345x' })).toEqual({ kind: 'tel' })
    expect(check('role', { role: 'c' })).toEqual({ kind: 'option' })
  })

  it('refuses control characters, allowing line breaks in a text area only', () => {
    expect(check('name', { name: 'A\tB' })).toEqual({ kind: 'control' })
    expect(check('remarks', { remarks: 'a\nb' })).toBeNull()
    expect(check('remarks', { remarks: 'a\u0007b' })).toEqual({ kind: 'control' })
  })

  it('sends trimmed text fields and no file field among them', () => {
    expect(textValues(fields, values({ ...ok, name: ' Ann ' }))).toEqual({ ...ok, name: 'Ann' })
  })
})

describe('placing a refusal of the server', () => {
  const labelled = [
    field('mail', 'email', true, 100, { label: 'E-mail' }),
    field('mailWork', 'text', false, 100, { label: 'E-mail (work)' }),
    field('name', 'text', true, 50, { label: '姓名' }),
  ]
  it("puts a field's refusal beside it, in either language", () => {
    expect(placeServerError({ code: 'badRequest', message: 'E-mail (work): at most 100 characters' }, labelled).field).toBe('mailWork')
    expect(placeServerError({ code: 'badRequest', message: 'E-mail: not a valid address' }, labelled).field).toBe('mail')
    expect(placeServerError({ code: 'badRequest', message: '字段「姓名」为必填项' }, labelled).field).toBe('name')
  })
  it('puts a second registration beside the e-mail field, anything else above the form', () => {
    expect(placeServerError({ code: 'conflict', message: 'already registered' }, labelled)).toEqual({
      field: 'mail',
      message: 'already registered',
    })
    expect(placeServerError({ code: 'registrationClosed', message: 'closed' }, labelled).field).toBeNull()
    expect(placeServerError({ code: 'badRequest', message: 'The request is not valid' }, labelled).field).toBeNull()
  })
})
