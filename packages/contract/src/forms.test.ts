import { describe, expect, test } from 'vitest'
import type { FormField } from './api/meeting.js'
import { checkFault, checkFeedback, checkText, hasControlChars } from './forms.js'
import { checkRegistration } from './registration-rules.js'

describe('checkText', () => {
  test('trims, counts characters as people do, and names the rule broken', () => {
    expect(checkText('  ', { min: 1, max: 5 })).toEqual({ rule: 'required' })
    expect(checkText('ab', { min: 3, max: 5 })).toEqual({ rule: 'min', min: 3 })
    expect(checkText('脑科学研究', { min: 1, max: 5 })).toBeNull()
    expect(checkText('🧠🧠🧠🧠🧠', { min: 1, max: 5 })).toBeNull()
    expect(checkText('脑科学研究所', { min: 1, max: 5 })).toEqual({ rule: 'max', max: 5 })
    expect(checkText(undefined, { min: 0, max: 5 })).toBeNull()
  })
  test('refuses control characters and bidirectional overrides; line breaks only where the text has lines', () => {
    expect(checkText('a\u0000b', { min: 1, max: 9 })).toEqual({ rule: 'chars' })
    expect(checkText('a\nb', { min: 1, max: 9 })).toEqual({ rule: 'chars' })
    expect(checkText('a\nb\tc', { min: 1, max: 9, multiline: true })).toBeNull()
    expect(checkText('report\u202egnp.exe', { min: 1, max: 99, multiline: true })).toEqual({ rule: 'chars' })
    expect(hasControlChars('👨\u200d👩\u200d👧')).toBe(false)
  })
})

describe('office forms', () => {
  const fault = { reporter: '王敏', contact: '010-1234567', place: 'B201', category: 'network', description: '无法连接网络。' }
  test('a good fault report passes; the contact is a telephone or an e-mail address', () => {
    expect(checkFault(fault)).toEqual({})
    expect(checkFault({ ...fault, contact: 'it-user@example.org' })).toEqual({})
    expect(checkFault({ ...fault, contact: 'tomorrow' })).toEqual({ contact: { rule: 'contact' } })
  })
  test('each field at fault is named', () => {
    expect(checkFault({ ...fault, reporter: '', category: 'weather', description: 'hi' })).toEqual({
      reporter: { rule: 'required' },
      category: { rule: 'choice' },
      description: { rule: 'min', min: 5 },
    })
  })
  test('feedback may leave name and contact empty', () => {
    expect(checkFeedback({ kind: 'suggestion', content: '建议增加英文导览。' })).toEqual({})
    expect(checkFeedback({ kind: '', content: '' })).toEqual({ kind: { rule: 'required' }, content: { rule: 'required' } })
  })
})

describe('registration', () => {
  const field = (f: Partial<FormField> & Pick<FormField, 'name' | 'type'>): FormField => ({
    label: f.name,
    required: false,
    maxLength: 20,
    options: [],
    help: '',
    ...f,
  })
  const fields = [
    field({ name: 'name', type: 'text', required: true }),
    field({ name: 'email', type: 'email' }),
    field({ name: 'phone', type: 'tel' }),
    field({ name: 'role', type: 'select', options: [{ value: 'student', label: 'Student' }] }),
    field({ name: 'cv', type: 'file', required: true }),
  ]
  test('the first e-mail field is required whatever it says; every problem is keyed by the field name', () => {
    expect(checkRegistration(fields, { text: { phone: 'call me', role: 'chair' }, files: {} })).toEqual({
      name: { rule: 'required' },
      email: { rule: 'required' },
      phone: { rule: 'tel' },
      role: { rule: 'choice' },
      cv: { rule: 'file' },
    })
    expect(checkRegistration(fields, { text: { name: 'Li Wei', email: 'li@example.org', role: 'student' }, files: { cv: true } })).toEqual(
      {},
    )
  })
})
