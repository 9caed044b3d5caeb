// @vitest-environment happy-dom
import type { ConferenceDoc } from '@ibr/contract/staff-client'
import { describe, expect, it } from 'vitest'
import { changedLabels } from '../../components/revisions/field-diff'
import { textIn } from '../../i18n/use-t'
import { conferenceDiffFields } from './conference-diff'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'
import { conferenceTexts } from './test-conference'

/** A conference's working copy, with what a test changes. */
const conference = (over: Partial<ConferenceDoc> = {}): ConferenceDoc => ({
  zh: conferenceTexts('脑科学大会'),
  en: conferenceTexts('Brain Science Meeting'),
  contactEmail: 'meeting@ibr.example',
  pictureId: null,
  startDate: '2031-06-10',
  endDate: '2031-06-11',
  timeZone: 'Asia/Shanghai',
  registrationOpen: true,
  regOpens: null,
  regDeadline: '2031-06-01T10:30:00.000Z',
  capacity: null,
  moderated: false,
  currency: 'CNY',
  reminderDays: 3,
  mailTemplates: {},
  formFields: [],
  days: [],
  ...over,
})

const t: Parameters<typeof conferenceDiffFields>[2] = (key, params) => textIn([messages, shared], 'en', key, params)

describe('two revisions of a conference compared', () => {
  it('names the details that changed field by field, in both languages, and the other tabs as a whole', () => {
    const before = conference()
    const after = conference({
      en: { ...conferenceTexts('Brain Science Meeting 2031'), summary: '<p>Two <b>days</b> of talks.</p>' },
      endDate: '2031-06-12',
      capacity: 200,
      days: [{ day: '2031-06-10', name: { zh: '第一天', en: 'Day 1' }, sessions: [] }],
    })
    const fields = conferenceDiffFields(before, after, t)
    expect(changedLabels(fields)).toEqual(['Title (English)', 'Overview (English)', 'Last day', 'Programme', 'Registration'])
    const summary = fields.find((f) => f.key === 'en.summary')
    // Rich text is compared as its words, without the markup.
    expect(summary).toMatchObject({ before: '', after: 'Two days of talks.', show: 'words', lang: 'en' })
    expect(fields.find((f) => f.key === 'schedule')?.show).toBe('changed')
  })

  it('finds nothing changed between two equal copies', () => {
    expect(changedLabels(conferenceDiffFields(conference(), conference(), t))).toEqual([])
  })
})
