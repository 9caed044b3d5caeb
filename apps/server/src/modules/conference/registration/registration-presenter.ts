import { feeItems, type Lang, type ReceiptItem, type RegistrationValueView } from '@ibr/contract'
import type { PaymentState, RegistrationFieldValues, RegistrationRow } from '@ibr/contract/staff'
import type { StoredFormField } from '../../../db/schema.js'
import { message, type Message } from '../../../i18n/messages.js'
import { pick } from '../../../lib/localise.js'
import type { RegistrationRecord } from './registration-repository.js'

/** The name a registration goes by in lists and greetings: the `name` field, else the form's first text value. */
export function registrantName(fields: RegistrationFieldValues, form?: readonly StoredFormField[]): string {
  if (typeof fields.name === 'string' && fields.name) return fields.name
  const firstText = form?.find((f) => f.type === 'text')?.name
  const value = firstText ? fields[firstText] : undefined
  return typeof value === 'string' ? value : ''
}

export const paymentOf = (row: Pick<RegistrationRecord, 'fee' | 'paid_at'>): PaymentState =>
  row.fee === 0 ? 'none' : row.paid_at ? 'paid' : 'unpaid'

/** An amount in fen, written in the reader's language with the conference's currency. */
export function formatFee(fen: number, currency: string, lang: Lang): string {
  try {
    return new Intl.NumberFormat(lang === 'en' ? 'en' : 'zh-CN', { style: 'currency', currency }).format(fen / 100)
  } catch {
    return `${(fen / 100).toFixed(2)} ${currency}`
  }
}

/** Lists as each language writes them: with the ideographic comma in Chinese, with commas in English. */
const listFormat = Object.fromEntries(
  (['zh', 'en'] as const).map((lang) => [lang, new Intl.ListFormat(lang, { style: 'narrow', type: 'conjunction' })]),
) as Record<Lang, Intl.ListFormat>

const bothLanguages = (make: (lang: Lang) => string): Message =>
  Object.fromEntries((['zh', 'en'] as const).map((l) => [l, make(l)])) as Message

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

export interface FileOfRegistration {
  registration_id: number
  field: string
  id: string
  name: string
  size: number
  mime: string
}

export function presentRow(
  row: RegistrationRecord,
  files: readonly FileOfRegistration[],
  form: readonly StoredFormField[],
): RegistrationRow {
  return {
    id: row.id,
    confirmCode: row.confirm_code,
    state: row.state,
    payment: paymentOf(row),
    fee: row.fee,
    email: row.email,
    name: registrantName(row.fields, form),
    lang: row.lang,
    fields: row.fields,
    files: files
      .filter((f) => f.registration_id === row.id)
      .map((f) => ({ field: f.field, fileId: f.id, name: f.name, size: f.size, contentType: f.mime })),
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
    comment: row.comment,
    paidAt: iso(row.paid_at),
    payReference: row.pay_reference,
    checkedInAt: iso(row.checked_in_at),
  }
}

/** Each value as the registrant reads it: chosen options by their labels, lists joined. */
export function presentValues(form: readonly StoredFormField[], fields: RegistrationFieldValues, lang: Lang): RegistrationValueView[] {
  return form
    .filter((f) => f.type !== 'file')
    .map((field) => {
      const value = fields[field.name] ?? (field.type === 'multi' || field.type === 'nights' || field.type === 'persons' ? [] : '')
      const list = Array.isArray(value) ? value : value ? [value] : []
      const shown =
        field.type === 'select' || field.type === 'multi'
          ? list.map((v) => pick(field.options.find((o) => o.value === v)?.label, lang) || v)
          : list
      return { name: field.name, label: pick(field.label, lang), type: field.type, value, text: listFormat[lang].format(shown) }
    })
}

/** The bill, each line named in both languages for the bilingual receipt. */
export function presentItems(form: readonly StoredFormField[], fields: RegistrationFieldValues): ReceiptItem[] {
  return feeItems(form, fields).map((item) => {
    const field = form.find((f) => f.name === item.field)!
    const option = field.options.find((o) => o.value === item.value)
    const label =
      field.type === 'nights'
        ? message('registration.nights', { count: item.count })
        : bothLanguages((lang) => `${pick(field.label, lang)} · ${pick(option?.label, lang)}`)
    return { label, count: item.count, amount: item.amount }
  })
}
