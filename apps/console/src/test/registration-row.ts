import type { RegistrationRow } from '@ibr/contract/staff-client'

/** A registration as the lists and the check-in answer it: Li Lei's, pending and unpaid unless told otherwise. */
export const registrationRow = (over: Partial<RegistrationRow> = {}): RegistrationRow => ({
  id: 11,
  confirmCode: 'M31-7KQ2XW9D',
  state: 'pending',
  payment: 'unpaid',
  fee: 30000,
  email: 'li.lei@example.org',
  name: 'Li Lei',
  lang: 'en',
  fields: { name: 'Li Lei', email: 'li.lei@example.org', workshop: 'A' },
  files: [],
  createdAt: '2031-02-01T02:00:00Z',
  updatedAt: '2031-02-01T02:00:00Z',
  comment: null,
  paidAt: null,
  payReference: null,
  checkedInAt: null,
  ...over,
})
