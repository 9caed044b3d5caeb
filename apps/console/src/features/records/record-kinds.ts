import { QUICK_LINK_GROUPS, STAFF_API, TEAM_KINDS, type RecordEntity } from '@ibr/contract/staff-client'
import type { Lang } from '@ibr/contract/lang'
import type { MessageKey } from '../../i18n/use-t'
import type { messages } from './messages'
import type { KeyOf } from '@ibr/ui/define-messages'
import { type messages as shared } from '../../i18n/shared/messages'

/** A key of this screen's catalogues or of the shell's. */
type Key = KeyOf<typeof messages | typeof shared> | MessageKey

/** One field of a record's form, read from and written to its document. */
export type RecordField =
  | { key: string; kind: 'text' | 'textarea' | 'html'; bilingual: true; label: Key; required?: boolean }
  | { key: string; kind: 'text' | 'email' | 'url' | 'tel'; label: Key; required?: boolean }
  | { key: string; kind: 'number'; label: Key }
  | { key: string; kind: 'image'; label: Key }
  | { key: string; kind: 'select'; label: Key; options: readonly { id: string; label: Key }[] }
  | { key: 'members' | 'paperIds' | 'instruments' | 'services'; kind: 'members' | 'papers' | 'instruments' | 'services'; label: Key }

export interface RecordKindView {
  entity: RecordEntity
  title: Key
  intro: Key
  /** What its list's group column shows, when it has one. */
  groupLabel?: Key
  groupOption?: (group: string) => Key
  fields: readonly RecordField[]
  /** A new record's document. */
  empty: () => Record<string, unknown>
  /** Its list is the public order, changed by moving rows there (saved by `reorder`), not by a number in the form. */
  ordered?: boolean
}

/** A list row's name in this language, else the other's, else its number. */
export const recordName = (row: { id: number; name: { zh: string; en: string } }, lang: Lang) =>
  (lang === 'en' ? row.name.en || row.name.zh : row.name.zh || row.name.en) || `#${row.id}`

const text = (keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, '']))

/**
 * The form of each record kind, declared once: the editor draws its fields from it and the server
 * checks the same document against the contract's schema (records-api.ts).
 */
export const RECORD_KINDS: Record<RecordEntity, RecordKindView> = {
  team: {
    entity: 'team',
    title: 'records.team.title',
    intro: 'records.team.intro',
    groupLabel: 'records.team.kind',
    groupOption: (group) => `records.team.kind.${group}` as Key,
    fields: [
      {
        key: 'kind',
        kind: 'select',
        label: 'records.team.kind',
        options: TEAM_KINDS.map((k) => ({ id: k, label: `records.team.kind.${k}` as Key })),
      },
      { key: 'name', kind: 'text', bilingual: true, label: 'records.field.name', required: true },
      { key: 'leader', kind: 'text', bilingual: true, label: 'records.team.leader' },
      { key: 'leaderTitle', kind: 'text', bilingual: true, label: 'records.team.leaderTitle' },
      { key: 'summary', kind: 'textarea', bilingual: true, label: 'records.field.summary' },
      { key: 'bio', kind: 'html', bilingual: true, label: 'records.team.bio' },
      { key: 'interests', kind: 'html', bilingual: true, label: 'records.team.interests' },
      { key: 'location', kind: 'text', bilingual: true, label: 'records.field.location' },
      { key: 'photoId', kind: 'image', label: 'records.team.photo' },
      { key: 'email', kind: 'email', label: 'records.field.email' },
      { key: 'phone', kind: 'tel', label: 'records.field.phone' },
      { key: 'sort', kind: 'number', label: 'records.field.sort' },
      { key: 'members', kind: 'members', label: 'records.team.members' },
      { key: 'paperIds', kind: 'papers', label: 'records.team.papers' },
    ],
    empty: () => {
      const t = text(['name', 'leader', 'leaderTitle', 'summary', 'bio', 'interests', 'location'])
      return {
        kind: 'team',
        areaId: null,
        zh: { ...t },
        en: { ...t },
        photoId: null,
        email: '',
        phone: '',
        sort: 0,
        members: [],
        paperIds: [],
      }
    },
  },
  facility: {
    entity: 'facility',
    title: 'records.facility.title',
    intro: 'records.facility.intro',
    fields: [
      { key: 'name', kind: 'text', bilingual: true, label: 'records.field.name', required: true },
      { key: 'summary', kind: 'textarea', bilingual: true, label: 'records.field.summary' },
      { key: 'intro', kind: 'html', bilingual: true, label: 'records.facility.introText' },
      { key: 'contact', kind: 'text', bilingual: true, label: 'records.facility.contact' },
      { key: 'location', kind: 'text', bilingual: true, label: 'records.field.location' },
      { key: 'pictureId', kind: 'image', label: 'records.facility.picture' },
      { key: 'email', kind: 'email', label: 'records.field.email' },
      { key: 'phone', kind: 'tel', label: 'records.field.phone' },
      { key: 'bookingUrl', kind: 'url', label: 'records.facility.booking' },
      { key: 'sort', kind: 'number', label: 'records.field.sort' },
      { key: 'instruments', kind: 'instruments', label: 'records.facility.instruments' },
      { key: 'services', kind: 'services', label: 'records.facility.services' },
    ],
    empty: () => {
      const t = text(['name', 'summary', 'intro', 'contact', 'location'])
      return { zh: { ...t }, en: { ...t }, pictureId: null, email: '', phone: '', bookingUrl: '', instruments: [], services: [], sort: 0 }
    },
  },
  faq: {
    entity: 'faq',
    title: 'records.faq.title',
    intro: 'records.faq.intro',
    fields: [
      { key: 'question', kind: 'text', bilingual: true, label: 'records.faq.question', required: true },
      { key: 'answer', kind: 'html', bilingual: true, label: 'records.faq.answer' },
    ],
    ordered: true,
    empty: () => ({ zh: { question: '', answer: '' }, en: { question: '', answer: '' }, sort: 0 }),
  },
  quickLink: {
    entity: 'quickLink',
    title: 'records.quickLink.title',
    intro: 'records.quickLink.intro',
    groupLabel: 'records.quickLink.group',
    groupOption: (group) => `records.quickLink.group.${group}` as Key,
    fields: [
      {
        key: 'group',
        kind: 'select',
        label: 'records.quickLink.group',
        options: QUICK_LINK_GROUPS.map((g) => ({ id: g, label: `records.quickLink.group.${g}` as Key })),
      },
      { key: 'name', kind: 'text', bilingual: true, label: 'records.field.name', required: true },
      { key: 'description', kind: 'text', bilingual: true, label: 'records.quickLink.description' },
      { key: 'url', kind: 'url', label: 'records.quickLink.url', required: true },
    ],
    ordered: true,
    empty: () => ({ group: 'lab', zh: { name: '', description: '' }, en: { name: '', description: '' }, url: '', sort: 0 }),
  },
}

/** The calls of one record kind, by action. */
export const recordCalls = (entity: RecordEntity) =>
  ({
    list: `/api/staff/${entity}/list`,
    get: `/api/staff/${entity}/get`,
    save: `/api/staff/${entity}/save`,
    submit: `/api/staff/${entity}/submit`,
    approve: `/api/staff/${entity}/approve`,
    reject: `/api/staff/${entity}/reject`,
    archive: `/api/staff/${entity}/archive`,
    revisions: `/api/staff/${entity}/revisions`,
    restore: `/api/staff/${entity}/restore`,
    reorder: `/api/staff/${entity}/reorder`,
  }) as const

export const isRecordEntity = (value: string | undefined): value is RecordEntity => value !== undefined && value in RECORD_KINDS

/** The contract's paths, to show the check ties the two: every record call exists there. */
export const RECORD_LIST_PATHS = [STAFF_API.teamList, STAFF_API.facilityList, STAFF_API.faqList, STAFF_API.quickLinkList] as const
