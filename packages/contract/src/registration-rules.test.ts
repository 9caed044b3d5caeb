/** The rules of the field kinds added for conference registrations, the stored form of values, the fee and the nights. */
import { describe, expect, test } from 'vitest'
import type { FormField } from './api/meeting.js'
import {
  checkRegistrationField,
  conferenceNights,
  COUNTRY_CODES,
  feeItems,
  isCalendarDate,
  isRequired,
  normaliseValue,
  registrationFee,
} from './registration-rules.js'
import { confirmCodeOf, registrationQrPayload } from './staff/conference-form.js'

const field = (name: string, type: FormField['type'], extra: Partial<FormField> = {}): FormField => ({
  name,
  label: name,
  type,
  required: false,
  maxLength: 50,
  options: [],
  help: '',
  ...extra,
})
const opts = (...values: string[]) => values.map((value) => ({ value, label: value.toUpperCase() }))
const fields: FormField[] = [
  field('email', 'email'),
  field('age', 'number', { min: 16, max: 99 }),
  field('day', 'date'),
  field('country', 'country', { required: true }),
  field('ws', 'multi', { options: opts('a', 'b', 'c'), min: 1, max: 2 }),
  field('guests', 'persons', { max: 2, maxLength: 10 }),
  field('nights', 'nights', { nights: ['2024-10-17', '2024-10-18'], unitFee: 30000 }),
  field('consent', 'consent'),
  field('role', 'select', { options: opts('x', 'y') }),
]
const check = (name: string, value: string | string[] | undefined) =>
  checkRegistrationField(
    fields.find((f) => f.name === name)!,
    fields,
    { text: { [name]: value }, files: {} },
  )

describe('the registration field kinds', () => {
  test('numbers: digits within bounds', () => {
    expect(check('age', '42')).toBeNull()
    expect(check('age', '4 2')).toEqual({ rule: 'number' })
    expect(check('age', '15')).toEqual({ rule: 'low', min: 16 })
    expect(check('age', '100')).toEqual({ rule: 'high', max: 99 })
    expect(check('age', '')).toBeNull()
  })

  test('dates that exist, countries by their ISO code', () => {
    expect(check('day', '2024-02-29')).toBeNull()
    expect(check('day', '2023-02-29')).toEqual({ rule: 'date' })
    expect(check('day', '29/02/2024')).toEqual({ rule: 'date' })
    expect(isCalendarDate('2024-13-01')).toBe(false)
    expect(check('country', 'CN')).toBeNull()
    expect(check('country', 'cn')).toEqual({ rule: 'country' })
    expect(check('country', 'EU')).toEqual({ rule: 'country' })
    expect(check('country', '')).toEqual({ rule: 'required' })
    expect(COUNTRY_CODES.size).toBe(249)
  })

  test('multiple choice: offered values, between the fewest and the most', () => {
    expect(check('ws', ['a', 'b'])).toBeNull()
    expect(check('ws', ['a', 'b', 'c'])).toEqual({ rule: 'manyChoices', max: 2 })
    expect(check('ws', ['z'])).toEqual({ rule: 'choice' })
    expect(check('ws', [])).toBeNull()
    expect(check('ws', 'a')).toBeNull()
  })

  test('persons: names, each within the length, up to the most', () => {
    expect(check('guests', ['Ann', ' ', 'Bo'])).toBeNull()
    expect(check('guests', ['A', 'B', 'C'])).toEqual({ rule: 'manyPersons', max: 2 })
    expect(check('guests', ['A\u0000'])).toEqual({ rule: 'chars' })
    expect(check('guests', ['x'.repeat(11)])).toEqual({ rule: 'max', max: 10 })
  })

  test('nights: only those offered; the consent always required', () => {
    expect(check('nights', ['2024-10-18'])).toBeNull()
    expect(check('nights', ['2024-10-19'])).toEqual({ rule: 'choice' })
    expect(check('consent', 'yes')).toBeNull()
    expect(check('consent', undefined)).toEqual({ rule: 'consent' })
    expect(
      isRequired(
        fields.find((f) => f.name === 'consent')!,
        fields,
      ),
    ).toBe(true)
  })

  test('a list where one value belongs is refused', () => {
    expect(check('role', ['x'])).toEqual({ rule: 'choice' })
  })
})

describe('stored values', () => {
  test('lists are trimmed, blank entries dropped, choices in the form’s order, nights by date, each once', () => {
    const f = (name: string) => fields.find((x) => x.name === name)!
    expect(normaliseValue(f('ws'), ['c', ' a ', 'c'])).toEqual(['a', 'c'])
    expect(normaliseValue(f('nights'), ['2024-10-18', '2024-10-17'])).toEqual(['2024-10-17', '2024-10-18'])
    expect(normaliseValue(f('guests'), [' Ann ', '', 'Ann'])).toEqual(['Ann', 'Ann'])
    expect(normaliseValue(f('age'), ' 42 ')).toBe('42')
  })
})

describe('fees and nights', () => {
  const priced = [
    { name: 'role', type: 'select' as const, options: [{ value: 'x', fee: 50000 }, { value: 'y' }] },
    {
      name: 'ws',
      type: 'multi' as const,
      options: [
        { value: 'a', fee: 20000 },
        { value: 'b', fee: 10000 },
      ],
    },
    { name: 'nights', type: 'nights' as const, options: [], unitFee: 30000 },
  ]
  test('the chosen options’ fees plus the nights at their price', () => {
    const values = { role: 'x', ws: ['a', 'b'], nights: ['2024-10-17', '2024-10-18'] }
    expect(registrationFee(priced, values)).toBe(50000 + 30000 + 60000)
    expect(feeItems(priced, values).map((i) => [i.field, i.value, i.count, i.amount])).toEqual([
      ['role', 'x', 1, 50000],
      ['ws', 'a', 1, 20000],
      ['ws', 'b', 1, 10000],
      ['nights', '', 2, 60000],
    ])
    expect(registrationFee(priced, { role: 'y' })).toBe(0)
  })

  test('nights run from the evening before the first day to the last day', () => {
    expect(conferenceNights('2024-10-18', '2024-10-20')).toEqual(['2024-10-17', '2024-10-18', '2024-10-19', '2024-10-20'])
    expect(conferenceNights('2024-03-01', '2024-03-01')).toEqual(['2024-02-29', '2024-03-01'])
  })
})

describe('check-in codes', () => {
  test('read from a typed code or the QR payload', () => {
    expect(confirmCodeOf(registrationQrPayload('M24-ABCDEFGH'))).toBe('M24-ABCDEFGH')
    expect(confirmCodeOf(' m24-abcdefgh ')).toBe('M24-ABCDEFGH')
    expect(confirmCodeOf('hello')).toBeNull()
  })
})
