import { EMAIL, hasControlChars, TEL, UPLOAD_IMAGE_TYPES, type FaultSubmitBody, type FeedbackSubmitBody, type Lang } from '@ibr/contract'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import type { Message } from '../../http/app-error.js'
import { fieldError } from '../../http/field-error.js'
import { formatDay } from '../../lib/dates.js'
import { randomCode } from '../../lib/random-code.js'
import { uniqueViolation } from '../../lib/unique-violation.js'
import { claimDrafts, type ClaimRule } from '../file/file-service.js'
import { helpdeskRepository } from './helpdesk-repository.js'

const TICKET_ATTEMPTS = 3
const SCREENSHOT_RULE: ClaimRule = {
  accept: UPLOAD_IMAGE_TYPES,
  acceptText: { zh: '图片（JPEG、PNG、WebP、GIF）', en: 'images (JPEG, PNG, WebP, GIF)' },
}
const LABELS = {
  reporter: { zh: '报告人', en: 'Reporter' },
  contact: { zh: '联系方式', en: 'Contact' },
  place: { zh: '地点', en: 'Place' },
  description: { zh: '故障描述', en: 'Description' },
  screenshot: { zh: '截图', en: 'Screenshot' },
  name: { zh: '姓名', en: 'Name' },
  content: { zh: '内容', en: 'Message' },
} satisfies Record<string, Message>

/** A typed value trimmed; blank padding does not count towards the schema's minimum length. */
function text(value: string | undefined, label: Message, min: number, multiline = false): string {
  const trimmed = (value ?? '').trim()
  if (hasControlChars(trimmed, multiline)) throw fieldError(label, '含有不允许的字符', 'contains characters that are not allowed')
  if ([...trimmed].length < min) {
    throw min <= 1 ? fieldError(label, '为必填项', 'required') : fieldError(label, `至少需要 ${min} 个字符`, `at least ${min} characters`)
  }
  return trimmed
}

/** F-20261121-XXXX: the day in the institute's time zone, then a random part. */
export function ticket(prefix: 'F' | 'S', timeZone: string, now = new Date()): string {
  return `${prefix}-${formatDay(now, timeZone).replaceAll('-', '')}-${randomCode(4)}`
}

/** Writes with a fresh ticket, trying another when two submissions drew the same one. */
async function withTicket(prefix: 'F' | 'S', timeZone: string, write: (ticket: string) => Promise<void>): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const t = ticket(prefix, timeZone)
    try {
      await write(t)
      return t
    } catch (error) {
      if (!uniqueViolation(error) || attempt >= TICKET_ATTEMPTS) throw error
    }
  }
}

/** Stores a fault report; its screenshot, an uploaded draft image, becomes private and attached. */
export async function submitFault(db: Kysely<DB>, body: FaultSubmitBody, lang: Lang, timeZone: string): Promise<string> {
  const contact = text(body.contact, LABELS.contact, 3)
  if (!EMAIL.test(contact) && !TEL.test(contact)) {
    throw fieldError(LABELS.contact, '应为电话号码或邮箱地址', 'must be a telephone number or an e-mail address')
  }
  const values = {
    reporter: text(body.reporter, LABELS.reporter, 1),
    contact,
    place: text(body.place, LABELS.place, 1),
    category: body.category,
    description: text(body.description, LABELS.description, 5, true),
    screenshot_id: body.screenshot?.fileId ?? null,
    lang,
  }
  const { screenshot } = body
  return withTicket('F', timeZone, (t) =>
    db.transaction().execute(async (trx) => {
      if (screenshot) await claimDrafts(trx, [{ ...screenshot, label: LABELS.screenshot }], SCREENSHOT_RULE)
      await helpdeskRepository(trx).insertFault({ ...values, ticket: t })
    }),
  )
}

/** Stores a suggestion or feedback message. */
export async function submitFeedback(db: Kysely<DB>, body: FeedbackSubmitBody, lang: Lang, timeZone: string): Promise<string> {
  const values = {
    kind: body.kind,
    name: text(body.name, LABELS.name, 0),
    contact: text(body.contact, LABELS.contact, 0),
    content: text(body.content, LABELS.content, 5, true),
    lang,
  }
  return withTicket('S', timeZone, (t) => helpdeskRepository(db).insertFeedback({ ...values, ticket: t }))
}
