import type { ConferenceDetail, ConferenceFormField, ConferenceSaveBody } from '@ibr/contract/staff'

/** A save body from what `get` answered: what the editor sends back. */
export const bodyOf = (c: ConferenceDetail): ConferenceSaveBody => {
  const {
    id: _id,
    token: _token,
    path: _path,
    days: _days,
    pages: _pages,
    held: _held,
    registrations: _n,
    state: _state,
    live: _live,
    comment: _comment,
    submitted: _submitted,
    saved: _saved,
    may: _may,
    ...rest
  } = c
  return rest
}

export const field = (name: string, type: ConferenceFormField['type'], extra: Partial<ConferenceFormField> = {}): ConferenceFormField => ({
  name,
  type,
  label: { zh: `字段${name}`, en: `Field ${name}` },
  help: { zh: '', en: '' },
  required: false,
  maxLength: 200,
  options: [],
  min: null,
  max: null,
  accept: [],
  maxBytes: 0,
  unitFee: 0,
  ...extra,
})
export const option = (value: string, fee = 0, capacity: number | null = null) => ({
  value,
  label: { zh: `选项${value}`, en: `Option ${value}` },
  fee,
  capacity,
})

/** A form with a fee option and a file field. */
export const richForm = (): ConferenceFormField[] => [
  field('name', 'text', { required: true }),
  field('email', 'email', { required: true }),
  field('workshop', 'select', { options: [option('A', 30000, 30), option('B', 0)] }),
  field('abstract', 'file', { accept: ['application/pdf'], maxBytes: 5_000_000 }),
  field('privacy', 'consent', { required: true }),
]
