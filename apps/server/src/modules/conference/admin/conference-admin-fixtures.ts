import type { ConferenceDetail, ConferenceFormField, ConferenceSaveBody } from '@ibr/contract/staff'
import { formField, option as choice, simpleForm } from '../../../test/conference-factory.js'

/** A save body from what `get` answered, as the editor sends it back with `change` made. */
export const bodyOf = (c: ConferenceDetail, change: Partial<ConferenceSaveBody> = {}): ConferenceSaveBody => {
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
  return { ...rest, ...change }
}

/** A form the editor's rules accept as it is: the consent required. */
export const consentingForm = () => simpleForm().map((f) => (f.type === 'consent' ? { ...f, required: true } : f))

export const option = (value: string, fee = 0, capacity: number | null = null) => choice(value, { fee, capacity })

/** A form with a fee option and a file field. */
export const richForm = (): ConferenceFormField[] => [
  formField('name', 'text', { required: true }),
  formField('email', 'email', { required: true }),
  formField('workshop', 'select', { options: [option('A', 30000, 30), option('B', 0)] }),
  formField('abstract', 'file', { accept: ['application/pdf'], maxBytes: 5_000_000 }),
  formField('privacy', 'consent', { required: true }),
]
