/**
 * A registrant's own view of their registration, opened by the private link in their
 * confirmation e-mail: the confirmation code and a random key, of which the server keeps only a digest.
 */
import Type, { type Static } from 'typebox'
import { body, Nullable } from './common.js'
import { FormValues, MeetingRegisterBody } from './meeting.js'
import { PAYMENT_STATES, REGISTRATION_STATES } from '../staff/conference-form.js'

const Bilingual = (description: string) => Type.Object({ zh: Type.String(), en: Type.String() }, { description })

export const RegistrationAccessBody = body({
  code: Type.String({ minLength: 1, maxLength: 40, description: 'the confirmation code' }),
  key: Type.String({ minLength: 1, maxLength: 100, description: "the private link's key" }),
})
export type RegistrationAccessBody = Static<typeof RegistrationAccessBody>

export const RegistrationUpdateBody = body({
  ...RegistrationAccessBody.properties,
  fields: FormValues,
  files: MeetingRegisterBody.properties.files,
})
export type RegistrationUpdateBody = Static<typeof RegistrationUpdateBody>

export const RegistrationValueView = Type.Object({
  name: Type.String({ description: 'the form field' }),
  label: Type.String({ description: "the field's label in the requested language" }),
  type: Type.String({ description: "the field's kind" }),
  value: Type.Union([Type.String(), Type.Array(Type.String())], { description: 'as stored' }),
  text: Type.String({ description: 'as shown: chosen options by their labels, countries by their codes, lists joined' }),
})
export type RegistrationValueView = Static<typeof RegistrationValueView>

export const ReceiptItem = Type.Object({
  label: Bilingual('what is paid for: the field and the option, or the nights'),
  count: Type.Integer({ description: 'nights counted; 1 for an option' }),
  amount: Type.Integer({ description: 'in fen' }),
})
export type ReceiptItem = Static<typeof ReceiptItem>

export const RegistrationView = Type.Object({
  confirmCode: Type.String(),
  state: Type.Enum(REGISTRATION_STATES, { description: 'pending, accepted, waiting, rejected or withdrawn' }),
  payment: Type.Enum(PAYMENT_STATES, { description: 'none, unpaid or paid' }),
  fee: Type.Integer({ description: 'in fen' }),
  currency: Type.String(),
  email: Type.String(),
  name: Type.String({ description: "the registrant's name as entered" }),
  lang: Type.String({ description: 'language registered in' }),
  createdAt: Type.String({ description: 'ISO 8601' }),
  updatedAt: Type.String({ description: 'ISO 8601' }),
  paidAt: Nullable(Type.String({ description: 'ISO 8601' })),
  payReference: Nullable(Type.String()),
  comment: Nullable(Type.String({ description: "the reviewer's comment on a rejection" })),
  fields: FormValues,
  values: Type.Array(RegistrationValueView, { description: 'every field but files, in the form’s order' }),
  files: Type.Array(Type.Object({ field: Type.String(), label: Type.String(), name: Type.String(), size: Type.Integer() })),
  items: Type.Array(ReceiptItem, { description: 'the bill, for the receipt' }),
  conference: Type.Object({
    menuId: Type.Integer({ description: "the conference's menu entry: its form comes from /api/meeting/sign" }),
    title: Bilingual('conference title'),
    venue: Bilingual('venue'),
    startDate: Type.String({ description: 'YYYY-MM-DD' }),
    endDate: Type.String({ description: 'YYYY-MM-DD' }),
    timeZone: Type.String(),
  }),
  editable: Type.Boolean({ description: 'may still be changed: the window is open and it is not withdrawn or rejected' }),
  withdrawable: Type.Boolean({ description: 'may still be withdrawn' }),
  qrSvg: Type.String({ description: 'the QR code of the confirmation code, an SVG document' }),
})
export type RegistrationView = Static<typeof RegistrationView>
export const RegistrationViewRet = Type.Object({ registration: RegistrationView })
export type RegistrationViewRet = Static<typeof RegistrationViewRet>
