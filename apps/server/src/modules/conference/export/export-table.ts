import { PAYMENT_STATES, REGISTRATION_STATES, type ConferenceFormField, type RegistrationValue } from '@ibr/contract/staff'
import { messageWith, type Message, type MessageKey } from '../../../i18n/messages.js'
import type { ExportConference, ExportRegistration } from './export-repository.js'
import { zoneName } from './zone-name.js'

/** One column of the export: its bilingual header, a width in characters for the XLSX sheet, and whether it holds money. */
export interface ExportColumn {
  header: string
  width: number
  money?: boolean
}

/** A cell: text, or a number (the fee, in yuan). */
export type ExportCell = string | number

/** Both languages in one header or value, "Chinese / English"; one when they are the same or one is empty. */
export function bilingual(text: Message): string {
  const zh = text.zh.trim()
  const en = text.en.trim()
  if (!zh || zh === en) return en
  if (!en) return zh
  return `${zh} / ${en}`
}

const label = (key: MessageKey, params: Record<string, string | Message> = {}) => bilingual(messageWith(key, params))

/** "YYYY-MM-DD HH:mm" in the conference's time zone, or empty. */
export function localTime(value: Date | null, timeZone: string): string {
  if (!value) return ''
  return new Date(value).toLocaleString('sv-SE', { timeZone, hour12: false }).slice(0, 16)
}

const asList = (value: RegistrationValue | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value.map(String) : value === '' ? [] : [String(value)]

/** The registrant's name as entered: the form's first text field (as the registration list shows it). */
export function registrantName(fields: readonly ConferenceFormField[], registration: ExportRegistration): string {
  const first = fields.find((f) => f.type === 'text')
  const value = first ? registration.fields[first.name] : undefined
  return typeof value === 'string' ? value : ''
}

/**
 * What a form field's value is shown as: a choice by its label in both languages (the stored value
 * when the option has since been removed), a list joined with "; ", a file field by the names of its
 * files, the consent as the catalogue's "agreed" in both languages.
 */
function fieldCell(field: ConferenceFormField, registration: ExportRegistration, agreed: string): string {
  if (field.type === 'file') {
    return registration.files
      .filter((f) => f.field === field.name)
      .map((f) => f.name)
      .join('; ')
  }
  const values = asList(registration.fields[field.name])
  if (field.type === 'select' || field.type === 'multi') {
    return values
      .map((value) => {
        const option = field.options.find((o) => o.value === value)
        return option ? bilingual(option.label) : value
      })
      .join('; ')
  }
  if (field.type === 'consent') return values.map((v) => (v === 'yes' ? agreed : v)).join('; ')
  return values.join('; ')
}

/**
 * The columns of a conference's export, and the cells of one registration: the registration's own
 * facts, then one column per form field in form order, then the decision and the payment.
 */
export function exportTable(conference: ExportConference) {
  const zone = conference.timeZone
  // Times are the conference's zone's, named in words in each language of the header.
  const zoneWords = zoneName(zone)
  // The form's e-mail field is what the registration's own address was taken from, so the fixed
  // column already holds it; a second column would repeat it under another header.
  const fields = conference.formFields.filter((f) => f.type !== 'email')
  const states = Object.fromEntries(REGISTRATION_STATES.map((s) => [s, label(`export.state.${s}`)]))
  const payments = Object.fromEntries(PAYMENT_STATES.map((p) => [p, label(`export.payment.${p}`)]))
  const agreed = label('export.consent.yes')
  const languages: Record<string, string> = { zh: label('export.lang.zh'), en: label('export.lang.en') }
  const columns: ExportColumn[] = [
    { header: label('export.col.code'), width: 16 },
    { header: label('export.col.state'), width: 14 },
    { header: label('export.col.payment'), width: 14 },
    { header: label('export.col.fee'), width: 10, money: true },
    { header: label('export.col.email'), width: 28 },
    { header: label('export.col.lang'), width: 8 },
    { header: label('export.col.createdAt', { zone: zoneWords }), width: 18 },
    { header: label('export.col.checkedInAt', { zone: zoneWords }), width: 18 },
    ...fields.map((f) => ({ header: bilingual(f.label), width: f.type === 'textarea' ? 40 : 20 })),
    { header: label('export.col.comment'), width: 30 },
    { header: label('export.col.payReference'), width: 20 },
    { header: label('export.col.paidAt', { zone: zoneWords }), width: 18 },
  ]
  const cells = (r: ExportRegistration): ExportCell[] => [
    r.confirmCode,
    states[r.state] ?? r.state,
    payments[r.payment] ?? r.payment,
    r.fee / 100,
    r.email,
    languages[r.lang] ?? r.lang,
    localTime(r.createdAt, zone),
    localTime(r.checkedInAt, zone),
    ...fields.map((f) => fieldCell(f, r, agreed)),
    r.comment ?? '',
    r.payReference ?? '',
    localTime(r.paidAt, zone),
  ]
  return { columns, cells }
}
