import type { ConferenceDetail, RegistrationRow } from '@ibr/contract/staff-client'
import { textIn, type MessageKey } from '../../i18n/use-t'
import { messages } from './messages'
import type { KeyOf } from '@ibr/ui/define-messages'
import { messages as shared } from '../../i18n/shared/messages'

/** A key of this screen's catalogues or of the shell's. */
type Key = KeyOf<typeof messages | typeof shared> | MessageKey

const catalogues = [messages, shared]

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
/** A label in both languages, Chinese first, as the receipt is bilingual whatever the console's language. */
const both = (key: Key) => `${escape(textIn(catalogues, 'zh', key))} / ${escape(textIn(catalogues, 'en', key))}`

/** The bilingual receipt as a page of its own: built from the row and the conference, nothing fetched. */
export function receiptHtml(row: RegistrationRow, c: ConferenceDetail): string {
  const chosen = c.formFields.flatMap((f) =>
    f.options
      .filter((o) => {
        const v = row.fields[f.name]
        return Array.isArray(v) ? v.includes(o.value) : v === o.value
      })
      .filter((o) => o.fee > 0)
      .map((o) => `<tr><td>${escape(o.label.zh)} / ${escape(o.label.en)}</td><td>${(o.fee / 100).toFixed(2)}</td></tr>`),
  )
  const line = (key: Key, value: string) => `<tr><th>${both(key)}</th><td>${escape(value)}</td></tr>`
  return `<!doctype html><html lang="zh"><head><meta charset="utf-8"><title>${escape(row.confirmCode)}</title>
<style>body{font-family:system-ui,"Noto Sans CJK SC",sans-serif;margin:2rem;color:#111}table{border-collapse:collapse;width:100%;margin:1rem 0}th,td{border:1px solid #999;padding:.4rem;text-align:left}h1{font-size:1.3rem}</style></head>
<body><h1>${both('reg.receiptTitle')}</h1><p>${escape(c.zh.title)}<br>${escape(c.en.title)}</p>
<table>${line('reg.code', row.confirmCode)}${line('reg.name', row.name)}${line('reg.email', row.email)}${line('reg.receiptDates', `${c.startDate} – ${c.endDate}`)}${line(
    'reg.reference',
    row.payReference ?? '',
  )}${line('reg.receiptPaidAt', row.paidAt ?? '')}</table>
<table><tr><th>${both('reg.receiptItem')}</th><th>${both('reg.receiptAmount')} (${escape(c.currency)})</th></tr>${chosen.join('')}
<tr><th>${both('reg.receiptTotal')}</th><th>${(row.fee / 100).toFixed(2)}</th></tr></table></body></html>`
}

/** Opens the receipt in a window of its own and asks the browser to print it. */
export function printReceipt(row: RegistrationRow, c: ConferenceDetail) {
  const win = window.open('', '_blank')
  if (!win) return
  win.document.write(receiptHtml(row, c))
  win.document.close()
  win.focus()
  win.print()
}
