import type { AuditAction, AuditRow } from '@ibr/contract/staff-client'
import { readableSummary, type SummaryNames } from './audit-summary'

/** The words a change is told in: a catalogue key of this screen with its values, in the console's language. */
export interface ChangeWords extends SummaryNames {
  text: (key: ChangeKey, params?: Record<string, string | number>) => string
}

export type ChangeKey =
  | `audit.change.${'state' | 'separator' | 'assignee' | 'comment' | 'replyTo' | 'langs' | 'ownChange' | 'revision' | 'selected'}`
  | `audit.change.${'export' | 'purge' | 'files' | 'sessionsEnded'}.${'one' | 'other'}`
  | `audit.change.${'signIn' | 'password'}.${string}`
  | `${'reg' | 'helpdesk'}.state.${string}`
  | `audit.lang.${string}`

/** English's plural form of a count (Chinese has one form; its catalogue gives both keys the same text). */
const form = (count: number): 'one' | 'other' => (count === 1 ? 'one' : 'other')

type Rule = (summary: string, row: Pick<AuditRow, 'action' | 'entityId'>, w: ChangeWords) => string | null

const stateChange = (kind: 'reg' | 'helpdesk', w: ChangeWords) => (from: string, to: string) =>
  w.text('audit.change.state', { from: w.text(`${kind}.state.${from}`), to: w.text(`${kind}.state.${to}`) })

const langs = (list: string, w: ChangeWords) =>
  w.text('audit.change.langs', {
    langs: list
      .split(',')
      .map((l) => w.text(`audit.lang.${l}`))
      .join(w.text('audit.lang.separator')),
  })

/** The conference a line is about, by its name when the console knows it (as elsewhere), else by its address segment. */
const conferenceOf = (row: Pick<AuditRow, 'entityId'>, token: string, w: ChangeWords) =>
  (row.entityId && w.conference(Number(row.entityId))) || token

/**
 * Changes the server records as short English phrases of codes (`state rejected → accepted`,
 * `csv; meeting2024; 1 registrations (selected), 0 files`), told again in the console's language
 * with its words for each code. A line of another shape is shown as recorded.
 */
const RULES: Partial<Record<AuditAction, Rule>> = {
  registrationDecide: (s, _row, w) => {
    const m = /^state (\w+) → (\w+)(?:; comment: ([\s\S]*))?$/.exec(s)
    if (!m) return null
    const state = stateChange('reg', w)(m[1]!, m[2]!)
    return m[3] ? `${state}${w.text('audit.change.comment', { comment: m[3] })}` : state
  },
  helpdeskUpdate: (s, _row, w) => {
    const parts = s.split('; ').map((part) => {
      const state = /^state (\w+) → (\w+)$/.exec(part)
      if (state) return stateChange('helpdesk', w)(state[1]!, state[2]!)
      const assignee = /^assignee (.+) → (.+)$/.exec(part)
      return assignee ? w.text('audit.change.assignee', { from: assignee[1]!, to: assignee[2]! }) : null
    })
    return parts.every((p) => p !== null) ? parts.join(w.text('audit.change.separator')) : null
  },
  helpdeskReply: (s, _row, w) => {
    const m = /^to (.+)$/.exec(s)
    return m ? w.text('audit.change.replyTo', { to: m[1]! }) : null
  },
  registrationExport: (s, row, w) => exportLine(s, row, w),
  registrationFiles: (s, row, w) => exportLine(s, row, w),
  registrationPurge: (s, row, w) => {
    const m = /^([^;]+); ended ([\d-]+); kept (\d+) days; removed (\d+) registrations?, (\d+) files? \((\d+) bytes\)$/.exec(s)
    if (!m) return null
    const [days, registrations, files] = [Number(m[3]), Number(m[4]), Number(m[5])]
    return w.text(`audit.change.purge.${form(registrations)}`, {
      conference: conferenceOf(row, m[1]!, w),
      ended: m[2]!,
      days,
      count: registrations,
      files: w.text(`audit.change.files.${form(files)}`, { count: files }),
    })
  },
  signIn: (s, _row, w) => (s === 'local' || s === 'cas' ? w.text(`audit.change.signIn.${s}`) : null),
  passwordChangeFailed: (s, _row, w) => {
    const reason = {
      'password change: wrong current password': 'wrongCurrent',
      'password change: new password refused': 'refused',
      'password change: new password same as the current one': 'same',
    }[s]
    return reason ? w.text(`audit.change.password.${reason}`) : null
  },
  passwordChange: (s, _row, w) => (s === 'own password changed; other sessions ended' ? w.text('audit.change.password.changed') : null),
  passwordReset: (s, _row, w) => {
    const m = /^(.+): password reset; sessions ended$/.exec(s)
    return m ? w.text('audit.change.password.reset', { username: m[1]! }) : null
  },
  sessionsEnded: (s, _row, w) => {
    const m = /^(.+): (\d+) session\(s\) ended; browsers forgotten$/.exec(s)
    return m ? w.text(`audit.change.sessionsEnded.${form(Number(m[2]))}`, { username: m[1]!, count: Number(m[2]) }) : null
  },
  articleSubmit: (s, _row, w) => (/^(zh|en)(,(zh|en))*$/.test(s) ? langs(s, w) : null),
  articleApprove: (s, _row, w) => {
    const m = /^((?:zh|en)(?:,(?:zh|en))*)( \(own change, as administrator\))?$/.exec(s)
    return m ? `${langs(m[1]!, w)}${m[2] ? w.text('audit.change.ownChange') : ''}` : null
  },
  articleRestore: (s, _row, w) => revision(s, w),
}

function revision(s: string, w: ChangeWords) {
  const m = /^revision (\d+)$/.exec(s)
  return m ? w.text('audit.change.revision', { revision: Number(m[1]) }) : null
}

function exportLine(s: string, row: Pick<AuditRow, 'entityId'>, w: ChangeWords) {
  const m = /^(\w+); ([^;]+); (\d+) registrations?( \(selected\))?, (\d+) files?$/.exec(s)
  if (!m) return null
  const count = Number(m[3])
  return w.text(`audit.change.export.${form(count)}`, {
    format: m[1]!.toUpperCase(),
    conference: conferenceOf(row, m[2]!, w),
    count,
    selected: m[4] ? w.text('audit.change.selected') : '',
    files: w.text(`audit.change.files.${form(Number(m[5]))}`, { count: Number(m[5]) }),
  })
}

/** An audit line's change as people read it: its phrase in the console's language, then codes as names and times as shown elsewhere. */
export function changeText(row: Pick<AuditRow, 'action' | 'entityId' | 'summary'>, w: ChangeWords): string {
  const told = RULES[row.action as AuditAction]?.(row.summary, row, w)
  return told ?? readableSummary(row.summary, w)
}
