/** The registration rules' edge cases, moved here from the site's former copy of the rules. */
import { describe, expect, test } from 'vitest'
import type { FormField } from './api/meeting.js'
import { checkRegistration, checkRegistrationField, type RegistrationValues } from './registration-rules.js'

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
const ok = { name: 'Ann', email: 'ann@example.org', phone: '+86 (10) 1234-5678', role: 'a', remarks: '' }
const values = (text: Record<string, string>, files: Record<string, boolean> = { paper: true }): RegistrationValues => ({ text, files })
const check = (name: string, text: Record<string, string>, files?: Record<string, boolean>) =>
  checkRegistrationField(
    fields.find((f) => f.name === name)!,
    fields,
    values({ ...ok, ...text }, files),
  )

describe('registration fields', () => {
  test('a complete form passes', () => {
    expect(checkRegistration(fields, values(ok))).toEqual({})
  })

  test('required fields, the first e-mail field always, are read trimmed', () => {
    expect(check('name', { name: '   ' })).toEqual({ rule: 'required' })
    expect(check('email', { email: '' })).toEqual({ rule: 'required' })
    expect(check('role', { role: '' })).toEqual({ rule: 'required' })
    expect(check('paper', {}, { paper: false })).toEqual({ rule: 'file' })
    expect(check('remarks', { remarks: '' })).toBeNull()
  })

  test('characters are counted as code points, after trimming', () => {
    expect(check('name', { name: '  Anna ' })).toBeNull()
    expect(check('name', { name: 'Annabel' })).toEqual({ rule: 'max', max: 5 })
    expect(check('name', { name: '😀😀😀😀😀' })).toBeNull()
  })

  test('e-mail, telephone and choices', () => {
    expect(check('email', { email: 'ann@example' })).toEqual({ rule: 'email' })
    expect(check('email', { email: 'ann@exa_mple.org' })).toEqual({ rule: 'email' })
    expect(check('email', { email: 'a.b+c@sub.example.org' })).toBeNull()
    expect(check('phone', { phone: '1234' })).toEqual({ rule: 'tel' })
    expect(check('phone', { phone: '12345x' })).toEqual({ rule: 'tel' })
    expect(check('role', { role: 'c' })).toEqual({ rule: 'choice' })
  })

  test('control characters are refused, line breaks allowed in a text area only', () => {
    expect(check('name', { name: 'A\tB' })).toEqual({ rule: 'chars' })
    expect(check('remarks', { remarks: 'a\nb' })).toBeNull()
    expect(check('remarks', { remarks: 'a\u0007b' })).toEqual({ rule: 'chars' })
  })
})
