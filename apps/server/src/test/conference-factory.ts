import type { ConferenceFieldOption, ConferenceFormField } from '@ibr/contract/staff'
import type { TestApp } from './test-app.js'

let serial = 0
const DAY_MS = 86_400_000

const b = (zh: string, en: string) => ({ zh, en })

/** A form field with every key of the stored definition, `extra` over the defaults. */
export function formField(name: string, type: ConferenceFormField['type'], extra: Partial<ConferenceFormField> = {}): ConferenceFormField {
  return {
    name,
    type,
    label: b(`字段${name}`, `Field ${name}`),
    help: b('', ''),
    required: false,
    maxLength: 200,
    options: [],
    min: null,
    max: null,
    accept: [],
    maxBytes: 0,
    unitFee: 0,
    ...extra,
  }
}

export const option = (value: string, extra: Partial<ConferenceFieldOption> = {}): ConferenceFieldOption => ({
  value,
  label: b(`选项${value}`, `Option ${value}`),
  fee: 0,
  capacity: null,
  ...extra,
})

/** A form with one field of every kind; `workshop` has a fee and two places, `dinner` a fee. */
export function everyKindForm(): ConferenceFormField[] {
  return [
    formField('name', 'text', { required: true, label: b('姓名', 'Name') }),
    formField('email', 'email', { required: true, label: b('邮箱', 'E-mail') }),
    formField('phone', 'tel'),
    formField('bio', 'textarea', { maxLength: 500 }),
    formField('role', 'select', { options: [option('student'), option('faculty', { fee: 50000 })] }),
    formField('workshop', 'multi', {
      options: [option('a', { fee: 20000, capacity: 2 }), option('b'), option('c')],
      max: 2,
    }),
    formField('age', 'number', { min: 16, max: 120 }),
    formField('arrival', 'date'),
    formField('country', 'country'),
    formField('guests', 'persons', { max: 2, maxLength: 50 }),
    formField('nights', 'nights', { unitFee: 30000 }),
    formField('paper', 'file', { accept: ['application/pdf'], maxBytes: 100_000 }),
    formField('consent', 'consent', { label: b('隐私声明', 'Privacy notice') }),
  ]
}

export interface ConferenceSpec {
  fields?: ConferenceFormField[]
  capacity?: number | null
  moderated?: boolean
  open?: boolean
  /** Registration opens this many days from now (negative: already open); null: no start. */
  opensInDays?: number | null
  /** Registration closes this many days from now. */
  closesInDays?: number
  /** The first day, this many days from now; lasts `days` days. */
  startsInDays?: number
  days?: number
  reminderDays?: number
  mailTemplates?: Record<string, unknown>
  timeZone?: string
  title?: { zh: string; en: string }
  /** Exact first and last days (YYYY-MM-DD), over `startsInDays` and `days`. */
  startDate?: string
  endDate?: string
  /** When the retention job removed its registrations. */
  purgedAt?: Date | null
}

/** A published conference of the test's own, with its menu entry beside the demo's, and its form. */
export async function addConference(t: TestApp, spec: ConferenceSpec = {}): Promise<{ id: number; menuId: number; token: string }> {
  serial += 1
  const db = t.deps.db
  const token = `meeting${2030 + (serial % 60)}x${process.pid}${serial}`
  const model = await db
    .selectFrom('meeting as m')
    .innerJoin('menu as n', 'n.id', 'm.menu_id')
    .select(['n.parent_id', 'n.list_template'])
    .orderBy('m.id')
    .executeTakeFirstOrThrow()
  const { id: menuId } = await db
    .insertInto('menu')
    .values({
      parent_id: model.parent_id,
      list_template: model.list_template,
      name_zh: token,
      name_en: token,
      status: 'published',
      sort: 100 + serial,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const now = Date.now()
  const start = new Date(now + (spec.startsInDays ?? 60) * DAY_MS)
  const end = new Date(start.getTime() + ((spec.days ?? 3) - 1) * DAY_MS)
  const day = (d: Date) => d.toISOString().slice(0, 10)
  const { id } = await db
    .insertInto('meeting')
    .values({
      menu_id: menuId,
      token,
      title_zh: spec.title?.zh ?? `测试会议${serial}`,
      title_en: spec.title?.en ?? `Test Conference ${serial}`,
      venue_zh: '测试会场',
      venue_en: 'Test Hall',
      status: 'published',
      start_date: spec.startDate ?? day(start),
      end_date: spec.endDate ?? day(end),
      purged_at: spec.purgedAt ?? null,
      registration_open: spec.open ?? true,
      reg_opens: spec.opensInDays === undefined || spec.opensInDays === null ? null : new Date(now + spec.opensInDays * DAY_MS),
      reg_deadline: new Date(now + (spec.closesInDays ?? 30) * DAY_MS),
      form_fields: JSON.stringify(spec.fields ?? everyKindForm()),
      capacity: spec.capacity ?? null,
      moderated: spec.moderated ?? false,
      reminder_days: spec.reminderDays ?? 3,
      mail_templates: JSON.stringify(spec.mailTemplates ?? {}),
      time_zone: spec.timeZone ?? 'Asia/Shanghai',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id, menuId, token }
}

let person = 0
/** A valid filling of everyKindForm (or of a form with only name, email and consent) for a new address. */
export function filledForm(over: Record<string, string | string[]> = {}): Record<string, string | string[]> {
  person += 1
  return { name: `Person ${person}`, email: `person${person}.${process.pid}@example.org`, consent: 'yes', ...over }
}

/** The form of just a name, an address and the consent. */
export const simpleForm = (extra: ConferenceFormField[] = []) => [
  formField('name', 'text', { required: true, label: b('姓名', 'Name') }),
  formField('email', 'email', { required: true, label: b('邮箱', 'E-mail') }),
  ...extra,
  formField('consent', 'consent', { label: b('隐私声明', 'Privacy notice') }),
]
