import { ROLE, STAFF_API, CONFERENCE_WORKFLOW_ACTIONS, emptyDoc } from '@ibr/contract/staff'
import type { StaffAccount } from '../../test/staff-factory.js'
import { pngBytes, type Part } from '../../test/upload-fixtures.js'

/** What the bodies aim at: the test's setup fills it in, and each body reads it when it is made. */
export interface MatrixTargets {
  target: StaffAccount
  sections: number[]
  /** The menu entry of the first conference, the one the conference reviewer is granted. */
  conferenceMenu: number
  /** An item in the first section, the one every editor and reviewer is granted. */
  article: number
  /** A library image nothing uses. */
  libraryFile: string
}

let serial = 0

const conferenceTexts = {
  title: 'Matrix',
  subTitle: '',
  summary: '',
  venue: '',
  address: '',
  traffic: '',
  organizer: '',
  fee: '',
  notice: '',
}

/** A valid body for each call, aimed at an ordinary account that is nobody's caller. */
export function staffCallBodies(at: MatrixTargets): Record<string, () => Record<string, unknown>> {
  return {
    [STAFF_API.authMethods]: () => ({}),
    [STAFF_API.login]: () => ({ username: 'nobody-here', password: 'wrong password' }),
    [STAFF_API.signInLink]: () => ({ username: 'nobody-here' }),
    [STAFF_API.signInLinkUse]: () => ({ token: 'not-a-link-token' }),
    [STAFF_API.me]: () => ({}),
    [STAFF_API.logout]: () => ({}),
    [STAFF_API.password]: () => ({ current: 'not the password', password: 'Another-long-phrase-42' }),
    [STAFF_API.dashboard]: () => ({}),
    [STAFF_API.statsSummary]: () => ({ from: '2026-03-01', to: '2026-03-31' }),
    [STAFF_API.statsViews]: () => ({ ids: [at.article] }),
    [STAFF_API.userList]: () => ({ page: 1, search: 'staff' }),
    [STAFF_API.userDetail]: () => ({ id: at.target.id }),
    [STAFF_API.userCreate]: () => ({ username: `matrix${++serial}`, name: 'Matrix', source: 'cas', roles: [ROLE.editor] }),
    [STAFF_API.userUpdate]: () => ({ id: at.target.id, name: `Target ${++serial}` }),
    [STAFF_API.userResetPassword]: () => ({ id: at.target.id }),
    [STAFF_API.userEndSessions]: () => ({ id: at.target.id }),
    // An id nobody has: refused per item, so the matrix's accounts stay active.
    [STAFF_API.userBulk]: () => ({ action: 'deactivate', ids: [2147483000] }),
    [STAFF_API.accessRequestList]: () => ({ page: 1 }),
    [STAFF_API.accessRequestGrant]: () => ({ id: 2147483000, role: ROLE.editor }),
    [STAFF_API.accessRequestDismiss]: () => ({ id: 2147483000 }),
    [STAFF_API.superUserList]: () => ({}),
    [STAFF_API.superUserSet]: () => ({ username: at.target.username, admin: false, superUser: false }),
    [STAFF_API.scopeOptions]: () => ({}),
    [STAFF_API.auditList]: () => ({ page: 1 }),
    [STAFF_API.auditExport]: () => ({ action: 'signIn' }),
    [STAFF_API.articleSave]: () => ({ kind: 'news', menuIds: at.sections.slice(0, 1), zh: { title: `Matrix ${++serial}` } }),
    [STAFF_API.articleGet]: () => ({ id: at.article }),
    [STAFF_API.articleList]: () => ({ page: 1 }),
    [STAFF_API.articleSubmit]: () => ({ id: at.article, version: 1 }),
    [STAFF_API.articleApprove]: () => ({ id: at.article, version: 1 }),
    [STAFF_API.articleReject]: () => ({ id: at.article, version: 1, comment: 'Matrix' }),
    [STAFF_API.articleArchive]: () => ({ id: at.article }),
    // A version no item has: each item refused as stale, so the matrix's item stays as it was.
    [STAFF_API.articleBulk]: () => ({ action: 'submit', items: [{ id: at.article, version: 2147483647 }] }),
    [STAFF_API.articleConfirm]: () => ({ id: at.article, version: 1, language: 'en', fields: ['title'] }),
    [STAFF_API.articleRevisions]: () => ({ id: at.article }),
    [STAFF_API.articleRevision]: () => ({ id: at.article, revision: 1 }),
    [STAFF_API.articleRestore]: () => ({ id: at.article, revision: 1 }),
    [STAFF_API.articlePreviewLink]: () => ({ id: at.article }),
    [STAFF_API.articlePresence]: () => ({ id: at.article }),
    [STAFF_API.articleAutosave]: () => ({ id: at.article, version: 1, doc: emptyDoc('news'), base: emptyDoc('news') }),
    [STAFF_API.articleAutosaveGet]: () => ({ id: at.article }),
    [STAFF_API.articleAutosaveDiscard]: () => ({ id: at.article }),
    [STAFF_API.sectionOptions]: () => ({}),
    [STAFF_API.paperImportPreview]: () => ({ text: '@article{matrix, title={Matrix}, year={2020}}' }),
    [STAFF_API.paperImport]: () => ({
      menuId: at.sections[0],
      items: [{ language: 'en', title: 'Matrix', authors: 'A. Author', journal: 'J', year: 2020, researchArea: 'methods', teamIds: [] }],
    }),
    [STAFF_API.menuTree]: () => ({}),
    [STAFF_API.menuSave]: () => ({ id: at.sections[0], en: { name: `Matrix ${++serial}` } }),
    [STAFF_API.menuMove]: () => ({ id: 2147483000, parentId: null, index: 0 }),
    [STAFF_API.menuRemove]: () => ({ id: 2147483000 }),
    [STAFF_API.bannerList]: () => ({}),
    [STAFF_API.bannerSave]: () => ({ id: 2147483000, link: null }),
    [STAFF_API.bannerMove]: () => ({ id: 2147483000, index: 0 }),
    [STAFF_API.bannerRemove]: () => ({ id: 2147483000 }),
    [STAFF_API.pinnedList]: () => ({ menuId: at.sections[0] }),
    [STAFF_API.pinnedSet]: () => ({ menuId: at.sections[0], id: at.article, pinned: false }),
    [STAFF_API.mediaList]: () => ({ page: 1, kind: 'image' }),
    [STAFF_API.mediaGet]: () => ({ id: at.libraryFile }),
    [STAFF_API.mediaUpdate]: () => ({ id: at.libraryFile, altEn: `Matrix ${++serial}` }),
    [STAFF_API.mediaDelete]: () => ({ id: 'AAAAAAAAAAAAAAAAAAAAAA' }),
    [STAFF_API.mediaBulk]: () => ({ action: 'delete', ids: ['AAAAAAAAAAAAAAAAAAAAAA'] }),
    [STAFF_API.helpdeskList]: () => ({ state: 'open' }),
    [STAFF_API.helpdeskGet]: () => ({ ticket: 'F-19990101-MTRX' }),
    [STAFF_API.helpdeskUpdate]: () => ({ ticket: 'F-19990101-MTRX', state: 'progress' }),
    [STAFF_API.helpdeskBulk]: () => ({ action: 'resolve', ids: ['F-19990101-MTRX'] }),
    [STAFF_API.helpdeskNote]: () => ({ ticket: 'F-19990101-MTRX', body: 'matrix', reply: false }),
    [STAFF_API.helpdeskScreenshot]: () => ({ ticket: 'F-19990101-MTRX' }),
    [STAFF_API.mailOutbox]: () => ({ page: 1 }),
    [STAFF_API.backupStatus]: () => ({}),
    [STAFF_API.mailResend]: () => ({ id: 2147483000 }),
    [STAFF_API.accountNotifications]: () => ({}),
    [STAFF_API.accountNotificationsSave]: () => ({ digestHour: 8, kinds: [] }),
    [STAFF_API.accountLanguage]: () => ({ language: 'zh' }),
    [STAFF_API.linksCheck]: () => ({}),
    [STAFF_API.linksList]: () => ({ page: 1 }),
    // A link nobody has: whoever the guard lets through gets 404.
    [STAFF_API.linksRecheck]: () => ({ id: 2147483000 }),
    [STAFF_API.linksIgnore]: () => ({ id: 2147483000, ignored: true }),
    [STAFF_API.registrationExport]: () => ({ menuId: at.conferenceMenu, format: 'csv' }),
    [STAFF_API.registrationFiles]: () => ({ menuId: at.conferenceMenu }),
    [STAFF_API.registrationPurgePreview]: () => ({}),
    ...recordBodies('team', () => ({
      kind: 'team',
      areaId: null,
      zh: { name: 'M', leader: '', leaderTitle: '', summary: '', bio: '', interests: '', location: '' },
      en: { name: 'M', leader: '', leaderTitle: '', summary: '', bio: '', interests: '', location: '' },
      photoId: null,
      email: '',
      phone: '',
      sort: 0,
      members: [],
      paperIds: [],
    })),
    [STAFF_API.teamPapers]: () => ({ search: 'matrix' }),
    ...recordBodies('facility', () => ({
      zh: { name: 'M', summary: '', intro: '', contact: '', location: '' },
      en: { name: 'M', summary: '', intro: '', contact: '', location: '' },
      pictureId: null,
      email: '',
      phone: '',
      bookingUrl: '',
      instruments: [],
      services: [],
      sort: 0,
    })),
    ...recordBodies('faq', () => ({ zh: { question: 'M', answer: '' }, en: { question: 'M', answer: '' }, sort: 0 })),
    ...recordBodies('quickLink', () => ({
      group: 'other',
      zh: { name: 'M', description: '' },
      en: { name: 'M', description: '' },
      url: 'https://m.example.org/',
      sort: 0,
    })),
    // Orders naming a record that does not exist: an allowed caller gets 400 from the workflow, not 403.
    [STAFF_API.faqReorder]: () => ({ ids: [2147483000] }),
    [STAFF_API.quickLinkReorder]: () => ({ ids: [2147483000] }),
    [STAFF_API.siteSettingsGet]: () => ({}),
    [STAFF_API.siteSettingsSave]: () => ({ values: {} }),
    [STAFF_API.conferenceList]: () => ({}),
    // An entry with no conference: whoever the guard lets through gets 404, not the service's refusal.
    [STAFF_API.conferenceGet]: () => ({ menuId: 2147483000 }),
    [STAFF_API.conferenceCreate]: () => ({
      token: `matrix${++serial}`,
      zh: { title: '权限测试会议' },
      en: { title: 'Matrix conference' },
      startDate: '2031-01-01',
      endDate: '2031-01-02',
      timeZone: 'UTC',
    }),
    [STAFF_API.conferenceSave]: () => ({
      menuId: 2147483000,
      zh: conferenceTexts,
      en: conferenceTexts,
      contactEmail: '',
      pictureId: null,
      startDate: '2031-01-01',
      endDate: '2031-01-02',
      timeZone: 'UTC',
      registrationOpen: false,
      regOpens: null,
      regDeadline: '2031-01-01T00:00:00Z',
      capacity: null,
      moderated: false,
      currency: 'CNY',
      reminderDays: 3,
      mailTemplates: {},
      formFields: [],
    }),
    [STAFF_API.conferenceSchedule]: () => ({ menuId: 2147483000, days: [] }),
    // The workflow's steps on a conference that does not exist, with the records' bodies.
    ...Object.fromEntries(
      Object.entries(recordBodies('conference', () => ({}))).filter(([path]) =>
        (CONFERENCE_WORKFLOW_ACTIONS as readonly string[]).includes(path.split('/').pop()!),
      ),
    ),
    [STAFF_API.registrationConferences]: () => ({}),
    [STAFF_API.registrationList]: () => ({ menuId: at.conferenceMenu }),
    [STAFF_API.registrationDecide]: () => ({ id: 2147483000, state: 'accepted' }),
    [STAFF_API.registrationBulk]: () => ({ action: 'decide', ids: [2147483000], state: 'accepted' }),
    [STAFF_API.registrationPay]: () => ({ id: 2147483000, reference: 'MATRIX' }),
    [STAFF_API.registrationCheckin]: () => ({ code: 'M99-AAAAAAAA' }),
  }
}

/** A record kind's calls, each aimed at a record that does not exist (the workflow answers 404 after the guard). */
function recordBodies(entity: string, doc: () => Record<string, unknown>): Record<string, () => Record<string, unknown>> {
  const none = { id: 2147483000 }
  return {
    [`/api/staff/${entity}/list`]: () => ({}),
    [`/api/staff/${entity}/get`]: () => none,
    [`/api/staff/${entity}/save`]: () => ({ ...none, version: 0, doc: doc() }),
    [`/api/staff/${entity}/submit`]: () => ({ ...none, version: 0 }),
    [`/api/staff/${entity}/approve`]: () => ({ ...none, version: 0 }),
    [`/api/staff/${entity}/reject`]: () => ({ ...none, version: 0, comment: 'matrix' }),
    [`/api/staff/${entity}/archive`]: () => none,
    [`/api/staff/${entity}/revisions`]: () => none,
    [`/api/staff/${entity}/restore`]: () => ({ ...none, revision: 1 }),
  }
}

/** The parts of each upload (multipart/form-data), for the calls declared `multipart`. */
export const uploads: Record<string, () => Promise<Part[]>> = {
  [STAFF_API.mediaUpload]: async () => [{ name: 'file', value: await pngBytes(8, 8), filename: 'matrix.png', contentType: 'image/png' }],
}
