/**
 * Who may make each staff call, without the schemas: what the console needs to send the CSRF token
 * and to show only what a person may use, in a table it can load without TypeBox. STAFF_CALL_SPECS
 * takes each call's access from here, so the two never differ.
 */
import type { Permission } from './roles.js'
import type { RecordAction, RecordEntity } from './records.js'
import { STAFF_API } from './staff-paths.js'

export interface StaffAccess {
  /** Who may call: `null` only for the calls made before signing in. */
  permission: Permission | null
  /** Whether the call needs the session's token in x-csrf-token (all but sign-in and `me`). */
  csrf: boolean
}

const open = { permission: null, csrf: false } as const
const signedIn = { permission: 'signedIn', csrf: true } as const
const users = { permission: 'users.manage', csrf: true } as const
const superUsers = { permission: 'superusers.manage', csrf: true } as const
const audit = { permission: 'audit.read', csrf: true } as const
/** Content calls: the server narrows these to the item's sections (an item with none: administrators). */
const write = { permission: 'content.write', csrf: true } as const
const review = { permission: 'content.review', csrf: true } as const
/** The menu tree and the home page's banners: site-wide, so administrators'. */
const site = { permission: 'site.manage', csrf: true } as const
const helpdesk = { permission: 'helpdesk.manage', csrf: true } as const
/** The mail the site sends: administrators'. */
const mail = { permission: 'mail.read', csrf: true } as const
/** A conference's registrations: its conference reviewers and administrators (scoped by the conference). */
const registrations = { permission: 'conference.review', csrf: true } as const
/** A team's page: its group administrator, and administrators. */
const teamEdit = { permission: 'team.edit', csrf: true } as const

type Access = { readonly permission: Permission; readonly csrf: true }
/** Who may make each call of one record kind: reads need a session, the rest the kind's permissions. */
function recordAccess<E extends RecordEntity, W extends Access, R extends Access, A extends Access>(
  entity: E,
  who: { write: W; review: R; archive: A },
) {
  const p = (action: RecordAction) => `/api/staff/${entity}/${action}`
  return {
    [p('list')]: signedIn,
    [p('get')]: signedIn,
    [p('revisions')]: signedIn,
    [p('save')]: who.write,
    [p('submit')]: who.write,
    [p('restore')]: who.write,
    [p('approve')]: who.review,
    [p('reject')]: who.review,
    [p('archive')]: who.archive,
  } as {
    [K in RecordAction as `/api/staff/${E}/${K}`]: K extends 'list' | 'get' | 'revisions'
      ? typeof signedIn
      : K extends 'save' | 'submit' | 'restore'
        ? W
        : K extends 'approve' | 'reject'
          ? R
          : A
  }
}

export const STAFF_ACCESS = {
  [STAFF_API.authMethods]: open,
  [STAFF_API.login]: open,
  [STAFF_API.signInLink]: open,
  [STAFF_API.signInLinkUse]: open,
  [STAFF_API.me]: { permission: 'signedIn', csrf: false },
  [STAFF_API.logout]: signedIn,
  [STAFF_API.password]: signedIn,
  [STAFF_API.dashboard]: signedIn,
  /** Administrators: the whole site; editors and reviewers: their sections' pages (the server narrows). */
  [STAFF_API.statsSummary]: write,
  [STAFF_API.statsViews]: write,
  [STAFF_API.userList]: users,
  [STAFF_API.userDetail]: users,
  [STAFF_API.userCreate]: users,
  [STAFF_API.userUpdate]: users,
  [STAFF_API.userResetPassword]: users,
  [STAFF_API.userEndSessions]: users,
  [STAFF_API.userBulk]: users,
  [STAFF_API.accessRequestList]: users,
  [STAFF_API.accessRequestGrant]: users,
  [STAFF_API.accessRequestDismiss]: users,
  [STAFF_API.superUserList]: superUsers,
  [STAFF_API.superUserSet]: superUsers,
  [STAFF_API.scopeOptions]: users,
  [STAFF_API.auditList]: audit,
  [STAFF_API.auditExport]: audit,
  [STAFF_API.articleSave]: write,
  [STAFF_API.articleGet]: write,
  [STAFF_API.articleList]: write,
  [STAFF_API.articleSubmit]: write,
  [STAFF_API.articleApprove]: review,
  [STAFF_API.articleReject]: review,
  [STAFF_API.articleArchive]: review,
  /** Each item is checked as its single call is: submitting needs content.write, approving and archiving content.review. */
  [STAFF_API.articleBulk]: write,
  [STAFF_API.articleConfirm]: write,
  [STAFF_API.articleRevisions]: write,
  [STAFF_API.articleRevision]: write,
  [STAFF_API.articleRestore]: write,
  [STAFF_API.articlePreviewLink]: write,
  [STAFF_API.articlePresence]: write,
  [STAFF_API.articleAutosave]: write,
  [STAFF_API.articleAutosaveGet]: write,
  [STAFF_API.articleAutosaveDiscard]: write,
  [STAFF_API.sectionOptions]: write,
  [STAFF_API.paperImportPreview]: write,
  [STAFF_API.paperImport]: write,
  [STAFF_API.menuTree]: site,
  [STAFF_API.menuSave]: site,
  [STAFF_API.menuMove]: site,
  [STAFF_API.menuRemove]: site,
  [STAFF_API.bannerList]: site,
  [STAFF_API.bannerSave]: site,
  [STAFF_API.bannerMove]: site,
  [STAFF_API.bannerRemove]: site,
  /** Pins are a reviewer's choice in their own sections (the spec names the section field). */
  [STAFF_API.pinnedList]: review,
  [STAFF_API.pinnedSet]: review,
  /** Group administrators too, for their team's photo: the service narrows them to their own uploads. */
  [STAFF_API.mediaList]: { permission: 'media.pick', csrf: true },
  [STAFF_API.mediaGet]: write,
  [STAFF_API.mediaUpdate]: write,
  [STAFF_API.mediaDelete]: write,
  [STAFF_API.mediaBulk]: write,
  /** Group administrators: pictures only. */
  [STAFF_API.mediaUpload]: { permission: 'media.pick', csrf: true },
  [STAFF_API.helpdeskList]: helpdesk,
  [STAFF_API.helpdeskGet]: helpdesk,
  [STAFF_API.helpdeskUpdate]: helpdesk,
  [STAFF_API.helpdeskBulk]: helpdesk,
  [STAFF_API.helpdeskNote]: helpdesk,
  [STAFF_API.helpdeskScreenshot]: helpdesk,
  [STAFF_API.mailOutbox]: mail,
  [STAFF_API.backupStatus]: site,
  [STAFF_API.mailResend]: mail,
  [STAFF_API.accountNotifications]: signedIn,
  [STAFF_API.accountNotificationsSave]: signedIn,
  [STAFF_API.accountLanguage]: signedIn,
  /** Checking every link of the site is administrators'; the broken links are each editor's in their sections (the service narrows them). */
  [STAFF_API.linksCheck]: site,
  [STAFF_API.linksList]: write,
  [STAFF_API.linksRecheck]: write,
  [STAFF_API.linksIgnore]: write,
  [STAFF_API.registrationConferences]: registrations,
  [STAFF_API.registrationList]: registrations,
  [STAFF_API.registrationDecide]: registrations,
  [STAFF_API.registrationBulk]: registrations,
  [STAFF_API.registrationPay]: registrations,
  [STAFF_API.registrationCheckin]: registrations,
  [STAFF_API.registrationExport]: registrations,
  [STAFF_API.registrationFiles]: registrations,
  /** What the retention job will remove next, across conferences: administrators'. */
  [STAFF_API.registrationPurgePreview]: site,
  /**
   * Records: reading a list or one record needs a session; the service narrows it to what
   * the person may edit or review (a group administrator: their own team). Writes need the kind's
   * permission and are narrowed too: a team to its group administrator, a facility to the sections
   * listing core facilities; the FAQ and quick links belong to the services office.
   */
  ...recordAccess('team', { write: teamEdit, review, archive: site }),
  /** Published papers only (what the public site lists): anyone signed in, reviewers of a team included. */
  [STAFF_API.teamPapers]: signedIn,
  ...recordAccess('facility', { write, review, archive: review }),
  ...recordAccess('faq', { write: helpdesk, review: helpdesk, archive: helpdesk }),
  [STAFF_API.faqReorder]: helpdesk,
  ...recordAccess('quickLink', { write: helpdesk, review: helpdesk, archive: helpdesk }),
  [STAFF_API.quickLinkReorder]: helpdesk,
  [STAFF_API.siteSettingsGet]: site,
  [STAFF_API.siteSettingsSave]: site,
  /** Whoever may edit or review a conference: the list is narrowed to those, and `get` checks one. */
  [STAFF_API.conferenceList]: signedIn,
  [STAFF_API.conferenceGet]: signedIn,
  /** A new conference adds menu entries: administrators'. */
  [STAFF_API.conferenceCreate]: site,
  /** Editors of the conference's top section (checked on the conference) and administrators. */
  [STAFF_API.conferenceSave]: write,
  [STAFF_API.conferenceSchedule]: write,
  [STAFF_API.conferenceSubmit]: write,
  [STAFF_API.conferenceRestore]: write,
  /** Reviewers of the conference's top section (as for its articles) and administrators; conference reviewers review registrations only. */
  [STAFF_API.conferenceApprove]: review,
  [STAFF_API.conferenceReject]: review,
  /** Whoever may edit or approve it (checked on the conference). */
  [STAFF_API.conferenceRevisions]: signedIn,
} as const satisfies Record<Exclude<(typeof STAFF_API)[keyof typeof STAFF_API], typeof STAFF_API.cas>, StaffAccess>
