import {
  checkFault,
  checkFeedback,
  UPLOAD_IMAGE_TYPES,
  type FaultField,
  type FaultSubmitBody,
  type FeedbackField,
  type FeedbackSubmitBody,
  type Lang,
  type Problems,
} from '@ibr/contract'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { formFailure, problemMessage } from '../../http/form-failure.js'
import { message } from '../../i18n/messages.js'
import { formatDay } from '../../lib/dates.js'
import { randomCode } from '../../lib/random-code.js'
import { uniqueViolation } from '../../lib/unique-violation.js'
import { digest, randomToken } from '../../auth/tokens.js'
import { claimDrafts, type ClaimRule } from '../file/index.js'
import { notify } from '../notifications/index.js'
import { helpdeskRepository } from './helpdesk-repository.js'

const TICKET_ATTEMPTS = 3
const SCREENSHOT_RULE: ClaimRule = { accept: UPLOAD_IMAGE_TYPES, acceptText: 'helpdesk.screenshotTypes' }

/** The label of a helpdesk form field, from the catalogue (`helpdesk.<field>`). */
const label = (field: FaultField | FeedbackField) => message(`helpdesk.${field}`)

/** Refuses the form with every problem the contract's rules find, each named by its field, in the form's order. */
function refuseProblems<F extends FaultField | FeedbackField>(order: readonly F[], problems: Problems<F>) {
  const faults = order.flatMap((field) => {
    const problem = problems[field]
    return problem ? [{ field, msg: problemMessage(problem, label(field)) }] : []
  })
  if (faults.length > 0) throw formFailure(faults)
}

const FAULT_ORDER = ['reporter', 'contact', 'place', 'category', 'description'] as const
const FEEDBACK_ORDER = ['kind', 'name', 'contact', 'content'] as const

/** The form's values of a body, when each is a string or absent, as a form sends them. */
function typedValues(body: unknown, order: readonly string[]): Record<string, string | undefined> | null {
  if (!body || typeof body !== 'object') return null
  const values: Record<string, string | undefined> = {}
  for (const name of order) {
    const value = (body as Record<string, unknown>)[name]
    if (value !== undefined && typeof value !== 'string') return null
    values[name] = value
  }
  return values
}

/**
 * A body the schema refused. When its values are what a form sends, the form's rules name every
 * field at fault at once, with its label, as for a body that passed the schema; anything else (a
 * number for a text, a malformed screenshot) gets the schema's own failure.
 */
export function refuseFaultBody(body: unknown, schemaError: Error): never {
  const values = typedValues(body, FAULT_ORDER)
  if (values) refuseProblems(FAULT_ORDER, checkFault(values))
  throw schemaError
}

export function refuseFeedbackBody(body: unknown, schemaError: Error): never {
  const values = typedValues(body, FEEDBACK_ORDER)
  if (values) refuseProblems(FEEDBACK_ORDER, checkFeedback(values))
  throw schemaError
}

/** F-20261121-XXXX: the day in the institute's time zone, then a random part. */
export function ticket(prefix: 'F' | 'S', timeZone: string, now = new Date()): string {
  return `${prefix}-${formatDay(now, timeZone).replaceAll('-', '')}-${randomCode(4)}`
}

/** A stored report's reference and the private key of its status page (kept only as a digest). */
export interface Ticket {
  ticket: string
  key: string
}

/** Writes with a fresh ticket, trying another when two submissions drew the same one. */
async function withTicket(
  prefix: 'F' | 'S',
  timeZone: string,
  write: (ticket: string, keyDigest: string) => Promise<void>,
): Promise<Ticket> {
  const key = randomToken()
  for (let attempt = 1; ; attempt++) {
    const t = ticket(prefix, timeZone)
    try {
      await write(t, digest(key))
      return { ticket: t, key }
    } catch (error) {
      if (!uniqueViolation(error) || attempt >= TICKET_ATTEMPTS) throw error
    }
  }
}

/** A report just stored, for whoever is told of it (the office, by e-mail), in the report's transaction. */
export interface NewReport {
  kind: 'fault' | 'feedback'
  ticket: string
  reporter: string
  contact: string
  text: string
}
export type OnNewReport = (report: NewReport, trx: Kysely<DB>) => Promise<void>

/** The help desk's administrators are told of a report, with its first words. */
const reportArrived = (trx: Kysely<DB>, ticket: string, text: string) =>
  notify(trx, {
    kind: 'helpdeskReport',
    action: 'received',
    audience: { permission: 'helpdesk.manage' },
    link: `/helpdesk?ticket=${ticket}`,
    title: { zh: ticket, en: ticket },
    detail: text.length > 200 ? `${text.slice(0, 200)}…` : text,
  })

/** Stores a fault report; its screenshot, an uploaded draft image, becomes private and attached. */
export async function submitFault(
  db: Kysely<DB>,
  body: FaultSubmitBody,
  lang: Lang,
  timeZone: string,
  onNew: OnNewReport,
): Promise<Ticket> {
  refuseProblems(FAULT_ORDER, checkFault(body))
  const values = {
    reporter: body.reporter.trim(),
    contact: body.contact.trim(),
    place: body.place.trim(),
    category: body.category,
    description: body.description.trim(),
    screenshot_id: body.screenshot?.fileId ?? null,
    lang,
  }
  const { screenshot } = body
  return withTicket('F', timeZone, (t, keyDigest) =>
    db.transaction().execute(async (trx) => {
      if (screenshot) await claimDrafts(trx, [{ ...screenshot, field: 'screenshot', label: label('screenshot') }], SCREENSHOT_RULE)
      await helpdeskRepository(trx).insertFault({ ...values, ticket: t, access_key: keyDigest })
      await onNew({ kind: 'fault', ticket: t, reporter: values.reporter, contact: values.contact, text: values.description }, trx)
      await reportArrived(trx, t, values.description)
    }),
  )
}

/** Stores a suggestion or feedback message. */
export async function submitFeedback(
  db: Kysely<DB>,
  body: FeedbackSubmitBody,
  lang: Lang,
  timeZone: string,
  onNew: OnNewReport,
): Promise<Ticket> {
  refuseProblems(FEEDBACK_ORDER, checkFeedback(body))
  const values = {
    kind: body.kind,
    name: (body.name ?? '').trim(),
    contact: (body.contact ?? '').trim(),
    content: body.content.trim(),
    lang,
  }
  return withTicket('S', timeZone, (t, keyDigest) =>
    db.transaction().execute(async (trx) => {
      await helpdeskRepository(trx).insertFeedback({ ...values, ticket: t, access_key: keyDigest })
      await onNew({ kind: 'feedback', ticket: t, reporter: values.name, contact: values.contact, text: values.content }, trx)
      await reportArrived(trx, t, values.content)
    }),
  )
}
