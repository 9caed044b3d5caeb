// @vitest-environment happy-dom
import { newConferenceField, STAFF_API, type ConferenceDetail } from '@ibr/contract/staff-client'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { success } from '../../test/fake-fetch'
import { renderRoute, resetScreenBetweenTests } from '../../test/render-route'
import { ConferenceEditorPage } from './conference-editor-page'
import { conferenceTexts } from './test-conference'

const conference = (over: Partial<ConferenceDetail> = {}): ConferenceDetail => ({
  id: 5,
  menuId: 50,
  token: 'meeting2031',
  path: '/ibrMeeting/meeting2031',
  updatedAt: '3',
  state: 'draft',
  live: false,
  comment: '',
  submitted: null,
  saved: null,
  may: { edit: true, review: false },
  zh: conferenceTexts('2031 脑科学大会'),
  en: conferenceTexts('2031 Brain Conference'),
  contactEmail: '',
  pictureId: null,
  startDate: '2031-05-10',
  endDate: '2031-05-12',
  timeZone: 'Asia/Shanghai',
  registrationOpen: false,
  regOpens: null,
  regDeadline: '2031-05-01T00:00:00.000Z',
  capacity: null,
  moderated: false,
  currency: 'CNY',
  reminderDays: 3,
  mailTemplates: {},
  // The one e-mail field every registration form needs.
  formFields: [{ ...newConferenceField('email', 'email'), label: { zh: '邮箱', en: 'E-mail' }, required: true }],
  days: [],
  pages: [],
  held: { fields: [], options: {} },
  registrations: 0,
  ...over,
})
const day = { id: 1, day: '2031-05-10', name: { zh: '', en: '' }, sessions: [] }

resetScreenBetweenTests()

const englishTitle = () => screen.getByLabelText(/^Title \(English\)/) as HTMLInputElement
const tab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }))

describe('a conference’s editor', () => {
  it('keeps the typed details across its own programme save, and saves them on the new version', async () => {
    const scheduled = conference({ updatedAt: '4', days: [day] })
    const { server } = renderRoute('/conferences/:menuId', <ConferenceEditorPage />, '/conferences/50', {
      [STAFF_API.conferenceGet]: [success({ conference: conference() }), success({ conference: scheduled })],
      [STAFF_API.conferenceSchedule]: success({ conference: scheduled }),
      [STAFF_API.conferenceSave]: success({ conference: conference({ updatedAt: '5', days: [day], en: conferenceTexts('Brain 2031') }) }),
      [STAFF_API.conferenceRevisions]: success({ list: [] }),
    })
    await waitFor(() => expect(englishTitle().value).toBe('2031 Brain Conference'))
    fireEvent.change(englishTitle(), { target: { value: 'Brain 2031' } })
    expect(screen.getByText(/There are unsaved changes/)).toBeTruthy()

    tab('Programme')
    fireEvent.click(await screen.findByRole('button', { name: 'Add a day' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save the programme' }))
    await waitFor(() => expect(server.to(STAFF_API.conferenceGet)).toHaveLength(2))
    tab('Details')
    await waitFor(() => expect(englishTitle().value).toBe('Brain 2031'))
    expect(screen.getByText(/There are unsaved changes/)).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByText('Saved.')
    expect(server.to(STAFF_API.conferenceSave)[0]?.body).toMatchObject({ menuId: 50, updatedAt: '4', en: { title: 'Brain 2031' } })
    expect(screen.queryByText(/There are unsaved changes/)).toBeNull()
    expect(englishTitle().value).toBe('Brain 2031')
  })
})
