/**
 * Every JSON call of the staff API with its schemas and, for each, who may make it: the server checks
 * `permission` (and `scope`) before the handler runs and refuses a staff route that is not declared
 * here (default deny); the permission-matrix test and the console's navigation read the same table.
 */
import Type, { type TSchema } from 'typebox'
import { EmptyBody } from '../api/common.js'
import type { ErrorCode } from '../errors.js'
import {
  ArticleApproveBody,
  ArticleBulkBody,
  ArticleConfirmBody,
  ArticleGetRet,
  ArticleIdBody,
  ArticleListBody,
  ArticleListRet,
  ArticleRejectBody,
  ArticleRestoreBody,
  ArticleRevisionBody,
  ArticleRevisionRet,
  ArticleRevisionsRet,
  ArticleSaveBody,
  ArticleStateRet,
  ArticleVersionBody,
  PresenceRet,
  ArticleAutosaveBody,
  ArticleAutosaveRet,
  ArticleAutosaveGetRet,
  PreviewLinkRet,
  SectionOptionsRet,
} from './article-api.js'
import { BulkRet } from './bulk-api.js'
import { AuditExportBody, AuditListBody, AuditListRet } from './audit-api.js'
import { AuthMethodsRet, LoginBody, PasswordBody, SessionRet, SignInLinkBody, SignInLinkRet, SignInLinkUseBody } from './auth-api.js'
import { BackupStatusRet } from './backup-api.js'
import { DashboardRet } from './dashboard-api.js'
import {
  BannerChangeRet,
  BannerListBody,
  BannerListRet,
  BannerMoveBody,
  BannerRemoveBody,
  BannerSaveBody,
  PinnedListBody,
  PinnedListRet,
  PinnedSetBody,
} from './home-api.js'
import { MenuChangeRet, MenuMoveBody, MenuRemoveBody, MenuSaveBody, MenuTreeBody, MenuTreeRet } from './menu-api.js'
import {
  MediaBulkBody,
  MediaDeleteRet,
  MediaFileRet,
  MediaGetRet,
  MediaIdBody,
  MediaListBody,
  MediaListRet,
  MediaUpdateBody,
  MediaUploadForm,
} from './media-api.js'
import { PaperImportBody, PaperImportPreviewBody, PaperImportPreviewRet, PaperImportRet } from './paper-import-api.js'
import { MailOutboxBody, MailOutboxRet, MailResendBody, MailResendRet } from './mail-api.js'
import type { Permission } from './roles.js'
import {
  HelpdeskGetRet,
  HelpdeskListBody,
  HelpdeskListRet,
  HelpdeskNote,
  HelpdeskNoteBody,
  HelpdeskRow,
  HelpdeskTicketBody,
  HelpdeskBulkBody,
  HelpdeskUpdateBody,
} from './helpdesk-api.js'
import {
  RegistrationCheckinBody,
  RegistrationCheckinRet,
  RegistrationConferencesRet,
  RegistrationBulkBody,
  RegistrationDecideBody,
  RegistrationExportBody,
  RegistrationFilesBody,
  RegistrationListBody,
  RegistrationListRet,
  RegistrationPayBody,
  RegistrationPurgePreviewRet,
  RegistrationRowRet,
} from './registration-api.js'
import {
  FacilitySchemas,
  FaqSchemas,
  QuickLinkSchemas,
  RecordIdBody,
  RecordListBody,
  RecordListRet,
  RecordRejectBody,
  RecordReorderBody,
  RecordReorderRet,
  RecordRestoreBody,
  RecordStateRet,
  RecordVersionBody,
  TeamPapersBody,
  TeamPapersRet,
  TeamSchemas,
  type recordSchemas,
} from './records-api.js'
import type { RecordEntity } from './records.js'
import { SiteSettingsRet, SiteSettingsSaveBody } from './site-settings-api.js'
import {
  ConferenceCreateBody,
  ConferenceCreateRet,
  ConferenceGetRet,
  ConferenceListRet,
  ConferenceMenuBody,
  ConferenceSaveBody,
  ConferenceScheduleBody,
  ConferenceSchemas,
} from './conference-api.js'
import { STAFF_ACCESS } from './staff-access.js'
import { STAFF_API } from './staff-paths.js'
import {
  AccessRequestGrantBody,
  AccessRequestGrantRet,
  AccessRequestListBody,
  AccessRequestListRet,
  EndSessionsRet,
  ResetPasswordBody,
  ResetPasswordRet,
  ScopeOptionsRet,
  SuperUserListRet,
  SuperUserSetBody,
  UserCreateBody,
  UserCreateRet,
  UserDetailRet,
  UserIdBody,
  UserListBody,
  UserListRet,
  UserBulkBody,
  UserUpdateBody,
} from './users-api.js'

export interface StaffCallSpec {
  summary: string
  tag: 'staff'
  /**
   * `write`: the call changes what the site or its people hold (content, structure, settings,
   * accounts, sessions, mail, registrations); the server logs every one, who made it and how it
   * ended. `read`: it changes none of that. An audit line of a read (an export) does not make it a
   * write, nor does the editor's presence heartbeat, which only says who has an item open.
   */
  effect: 'read' | 'write'
  body: TSchema
  /** The success answer's retMap; absent for an answer that is not JSON (the CSV export). */
  ret?: TSchema
  failures: readonly ErrorCode[]
  /** Who may call: `null` only for the calls made before signing in (from STAFF_ACCESS). */
  permission: Permission | null
  /** Whether the call needs the session's token in x-csrf-token (from STAFF_ACCESS). */
  csrf: boolean
  /** For a scoped permission: which body field names the section, team or conference. */
  scope?: { kind: 'section' | 'team' | 'conference'; field: string }
  /** An upload: the request is multipart/form-data and `body` describes its parts (it is not validated as JSON). */
  multipart?: true
  /**
   * A read whose answer the browser fetches itself (an image shown in the page, `staffGetUrl`): also
   * answered to a GET with the body's fields in the query string and without the CSRF token, which an
   * `<img>` cannot send. What stands in for it: the call changes nothing, the session cookie is
   * SameSite=Lax (another site's image or script never carries it), and a request the browser marks
   * as coming from another site (Sec-Fetch-Site) is refused.
   */
  get?: true
}

const EmptyRet = Type.Object({})
/** What every call behind a session may answer besides its own failures. */
const SIGNED_IN = ['loginExpired', 'noPermission', 'csrfInvalid', 'passwordChangeRequired'] as const satisfies readonly ErrorCode[]

export const STAFF_CALL_SPECS = {
  [STAFF_API.authMethods]: {
    summary: 'How staff may sign in here: local accounts, single sign-on',
    tag: 'staff',
    effect: 'read',
    body: EmptyBody,
    ret: AuthMethodsRet,
    failures: [],
    ...STAFF_ACCESS[STAFF_API.authMethods],
  },
  [STAFF_API.login]: {
    summary: 'Sign in with a local account; sets the session cookie',
    tag: 'staff',
    effect: 'write',
    body: LoginBody,
    ret: SessionRet,
    failures: ['loginFailed', 'rateLimited', 'noPermission'],
    ...STAFF_ACCESS[STAFF_API.login],
  },
  [STAFF_API.signInLink]: {
    summary: "E-mail a one-time sign-in link to the account's own address; answers the same whether or not the account exists",
    tag: 'staff',
    effect: 'write',
    body: SignInLinkBody,
    ret: SignInLinkRet,
    failures: ['rateLimited', 'noPermission'],
    ...STAFF_ACCESS[STAFF_API.signInLink],
  },
  [STAFF_API.signInLinkUse]: {
    summary: 'Sign in with a sign-in link, once, past the throttle; sets the session cookie and marks the browser as known',
    tag: 'staff',
    effect: 'write',
    body: SignInLinkUseBody,
    ret: SessionRet,
    failures: ['loginFailed', 'noPermission'],
    ...STAFF_ACCESS[STAFF_API.signInLinkUse],
  },
  [STAFF_API.me]: {
    summary: 'The signed-in person and the CSRF token of the session',
    tag: 'staff',
    effect: 'read',
    body: EmptyBody,
    ret: SessionRet,
    failures: ['loginExpired'],
    ...STAFF_ACCESS[STAFF_API.me],
  },
  [STAFF_API.logout]: {
    summary: 'Sign out: ends the session',
    tag: 'staff',
    effect: 'write',
    body: EmptyBody,
    ret: Type.Object({ redirect: Type.Union([Type.String(), Type.Null()], { description: "CAS's logout address, for a CAS session" }) }),
    failures: SIGNED_IN,
    ...STAFF_ACCESS[STAFF_API.logout],
  },
  [STAFF_API.password]: {
    summary: "Change one's own password; ends one's other sessions",
    tag: 'staff',
    effect: 'write',
    body: PasswordBody,
    ret: EmptyRet,
    failures: [...SIGNED_IN, 'currentPasswordWrong', 'rateLimited'],
    ...STAFF_ACCESS[STAFF_API.password],
  },
  [STAFF_API.dashboard]: {
    summary: 'My drafts, waiting for my review, scheduled, recently published',
    tag: 'staff',
    effect: 'read',
    body: EmptyBody,
    ret: DashboardRet,
    failures: SIGNED_IN,
    ...STAFF_ACCESS[STAFF_API.dashboard],
  },
  [STAFF_API.userList]: {
    summary: 'Staff accounts, searched and paged',
    tag: 'staff',
    effect: 'read',
    body: UserListBody,
    ret: UserListRet,
    failures: SIGNED_IN,
    ...STAFF_ACCESS[STAFF_API.userList],
  },
  [STAFF_API.userDetail]: {
    summary: 'One account with its roles, scopes and open sessions',
    tag: 'staff',
    effect: 'read',
    body: UserIdBody,
    ret: UserDetailRet,
    failures: [...SIGNED_IN, 'notFound'],
    ...STAFF_ACCESS[STAFF_API.userDetail],
  },
  [STAFF_API.userCreate]: {
    summary: 'Create a local or CAS account',
    tag: 'staff',
    effect: 'write',
    body: UserCreateBody,
    ret: UserCreateRet,
    failures: [...SIGNED_IN, 'conflict', 'rateLimited'],
    ...STAFF_ACCESS[STAFF_API.userCreate],
  },
  [STAFF_API.userUpdate]: {
    summary: 'Rename, (de)activate, grant roles and scopes',
    tag: 'staff',
    effect: 'write',
    body: UserUpdateBody,
    ret: UserDetailRet,
    failures: [...SIGNED_IN, 'notFound'],
    ...STAFF_ACCESS[STAFF_API.userUpdate],
  },
  [STAFF_API.userResetPassword]: {
    summary: "Reset a local account's password; the person must set a new one at next sign-in",
    tag: 'staff',
    effect: 'write',
    body: ResetPasswordBody,
    ret: ResetPasswordRet,
    failures: [...SIGNED_IN, 'notFound', 'rateLimited'],
    ...STAFF_ACCESS[STAFF_API.userResetPassword],
  },
  [STAFF_API.userEndSessions]: {
    summary: 'End every session of an account',
    tag: 'staff',
    effect: 'write',
    body: UserIdBody,
    ret: EndSessionsRet,
    failures: [...SIGNED_IN, 'notFound'],
    ...STAFF_ACCESS[STAFF_API.userEndSessions],
  },
  [STAFF_API.userBulk]: {
    summary: 'Deactivate several accounts, each checked and changed as its single update',
    tag: 'staff',
    effect: 'write',
    body: UserBulkBody,
    ret: BulkRet,
    failures: SIGNED_IN,
    ...STAFF_ACCESS[STAFF_API.userBulk],
  },
  [STAFF_API.accessRequestList]: {
    summary: 'CAS users who tried to sign in without an account',
    tag: 'staff',
    effect: 'read',
    body: AccessRequestListBody,
    ret: AccessRequestListRet,
    failures: SIGNED_IN,
    ...STAFF_ACCESS[STAFF_API.accessRequestList],
  },
  [STAFF_API.accessRequestGrant]: {
    summary: 'Create the account a CAS user asked for, with a first role',
    tag: 'staff',
    effect: 'write',
    body: AccessRequestGrantBody,
    ret: AccessRequestGrantRet,
    failures: [...SIGNED_IN, 'notFound', 'conflict'],
    ...STAFF_ACCESS[STAFF_API.accessRequestGrant],
  },
  [STAFF_API.accessRequestDismiss]: {
    summary: 'Remove a sign-in attempt from the list',
    tag: 'staff',
    effect: 'write',
    body: UserIdBody,
    ret: EmptyRet,
    failures: [...SIGNED_IN, 'notFound'],
    ...STAFF_ACCESS[STAFF_API.accessRequestDismiss],
  },
  [STAFF_API.superUserList]: {
    summary: 'Administrators and super users',
    tag: 'staff',
    effect: 'read',
    body: EmptyBody,
    ret: SuperUserListRet,
    failures: SIGNED_IN,
    ...STAFF_ACCESS[STAFF_API.superUserList],
  },
  [STAFF_API.superUserSet]: {
    summary: 'Grant or revoke administrator and super user',
    tag: 'staff',
    effect: 'write',
    body: SuperUserSetBody,
    ret: SuperUserListRet,
    failures: [...SIGNED_IN, 'notFound', 'conflict'],
    ...STAFF_ACCESS[STAFF_API.superUserSet],
  },
  [STAFF_API.scopeOptions]: {
    summary: 'Sections, teams and conferences that can be granted',
    tag: 'staff',
    effect: 'read',
    body: EmptyBody,
    ret: ScopeOptionsRet,
    failures: SIGNED_IN,
    ...STAFF_ACCESS[STAFF_API.scopeOptions],
  },
  [STAFF_API.auditList]: {
    summary: 'The audit log, filtered and paged, latest first',
    tag: 'staff',
    effect: 'read',
    body: AuditListBody,
    ret: AuditListRet,
    failures: SIGNED_IN,
    ...STAFF_ACCESS[STAFF_API.auditList],
  },
  [STAFF_API.auditExport]: {
    summary: 'The audit log as CSV (UTF-8 with a byte-order mark), same filters',
    tag: 'staff',
    effect: 'read',
    body: AuditExportBody,
    failures: SIGNED_IN,
    ...STAFF_ACCESS[STAFF_API.auditExport],
  },
  [STAFF_API.articleSave]: {
    summary: 'Create a draft (no id) or save a change to an item from the version it started from',
    tag: 'staff',
    effect: 'write',
    body: ArticleSaveBody,
    ret: ArticleStateRet,
    failures: [...SIGNED_IN, 'notFound', 'conflict', 'rateLimited'],
    ...STAFF_ACCESS[STAFF_API.articleSave],
  },
  [STAFF_API.articleGet]: {
    summary: 'An item as the editor shows it: its working copy, its states and outdated fields',
    tag: 'staff',
    effect: 'read',
    body: ArticleIdBody,
    ret: ArticleGetRet,
    failures: [...SIGNED_IN, 'notFound'],
    ...STAFF_ACCESS[STAFF_API.articleGet],
  },
  [STAFF_API.articleList]: {
    summary: 'Items of my sections, searched, filtered, sorted and paged',
    tag: 'staff',
    effect: 'read',
    body: ArticleListBody,
    ret: ArticleListRet,
    failures: SIGNED_IN,
    ...STAFF_ACCESS[STAFF_API.articleList],
  },
  [STAFF_API.articleSubmit]: {
    summary: "Submit the item's changed languages for review",
    tag: 'staff',
    effect: 'write',
    body: ArticleVersionBody,
    ret: ArticleStateRet,
    failures: [...SIGNED_IN, 'notFound', 'conflict'],
    ...STAFF_ACCESS[STAFF_API.articleSubmit],
  },
  [STAFF_API.articleApprove]: {
    summary: 'Approve and publish languages in review (default: every language with a title)',
    tag: 'staff',
    effect: 'write',
    body: ArticleApproveBody,
    ret: ArticleStateRet,
    failures: [...SIGNED_IN, 'notFound', 'conflict'],
    ...STAFF_ACCESS[STAFF_API.articleApprove],
  },
  [STAFF_API.articleReject]: {
    summary: 'Send the item back to its editor with a comment',
    tag: 'staff',
    effect: 'write',
    body: ArticleRejectBody,
    ret: ArticleStateRet,
    failures: [...SIGNED_IN, 'notFound', 'conflict'],
    ...STAFF_ACCESS[STAFF_API.articleReject],
  },
  [STAFF_API.articleArchive]: {
    summary: 'Take the item off the public site',
    tag: 'staff',
    effect: 'write',
    body: ArticleIdBody,
    ret: ArticleStateRet,
    failures: [...SIGNED_IN, 'notFound'],
    ...STAFF_ACCESS[STAFF_API.articleArchive],
  },
  [STAFF_API.articleBulk]: {
    summary: 'Submit, approve or archive several items, each checked and changed on its own',
    tag: 'staff',
    effect: 'write',
    body: ArticleBulkBody,
    ret: BulkRet,
    failures: SIGNED_IN,
    ...STAFF_ACCESS[STAFF_API.articleBulk],
  },
  [STAFF_API.articleConfirm]: {
    summary: "Confirm that a language's outdated fields still hold",
    tag: 'staff',
    effect: 'write',
    body: ArticleConfirmBody,
    ret: ArticleStateRet,
    failures: [...SIGNED_IN, 'notFound', 'conflict'],
    ...STAFF_ACCESS[STAFF_API.articleConfirm],
  },
  [STAFF_API.articleRevisions]: {
    summary: "The item's revisions, latest first",
    tag: 'staff',
    effect: 'read',
    body: ArticleIdBody,
    ret: ArticleRevisionsRet,
    failures: [...SIGNED_IN, 'notFound'],
    ...STAFF_ACCESS[STAFF_API.articleRevisions],
  },
  [STAFF_API.articleRevision]: {
    summary: 'One revision with its whole document, to compare',
    tag: 'staff',
    effect: 'read',
    body: ArticleRevisionBody,
    ret: ArticleRevisionRet,
    failures: [...SIGNED_IN, 'notFound'],
    ...STAFF_ACCESS[STAFF_API.articleRevision],
  },
  [STAFF_API.articleRestore]: {
    summary: 'Restore a revision as a new revision (a draft)',
    tag: 'staff',
    effect: 'write',
    body: ArticleRestoreBody,
    ret: ArticleStateRet,
    failures: [...SIGNED_IN, 'notFound', 'conflict'],
    ...STAFF_ACCESS[STAFF_API.articleRestore],
  },
  [STAFF_API.articlePreviewLink]: {
    summary: 'A signed link that shows the working copy on the public design, without an account, until it expires',
    tag: 'staff',
    effect: 'write',
    body: ArticleIdBody,
    ret: PreviewLinkRet,
    failures: [...SIGNED_IN, 'notFound'],
    ...STAFF_ACCESS[STAFF_API.articlePreviewLink],
  },
  [STAFF_API.articlePresence]: {
    summary: 'I have the item open; who else has',
    tag: 'staff',
    effect: 'read',
    body: ArticleIdBody,
    ret: PresenceRet,
    failures: [...SIGNED_IN, 'notFound'],
    ...STAFF_ACCESS[STAFF_API.articlePresence],
  },
  [STAFF_API.articleAutosave]: {
    summary: 'Keep my working copy of an item on the server (not a revision); refused once someone has saved the item since',
    tag: 'staff',
    effect: 'write',
    body: ArticleAutosaveBody,
    ret: ArticleAutosaveRet,
    failures: [...SIGNED_IN, 'notFound', 'conflict', 'tooLarge', 'rateLimited'],
    ...STAFF_ACCESS[STAFF_API.articleAutosave],
  },
  [STAFF_API.articleAutosaveGet]: {
    summary: 'My working copy of an item, if I have one',
    tag: 'staff',
    effect: 'read',
    body: ArticleIdBody,
    ret: ArticleAutosaveGetRet,
    failures: [...SIGNED_IN, 'notFound'],
    ...STAFF_ACCESS[STAFF_API.articleAutosaveGet],
  },
  [STAFF_API.articleAutosaveDiscard]: {
    summary: 'Forget my working copy of an item',
    tag: 'staff',
    effect: 'write',
    body: ArticleIdBody,
    ret: EmptyRet,
    failures: [...SIGNED_IN, 'notFound'],
    ...STAFF_ACCESS[STAFF_API.articleAutosaveDiscard],
  },
  [STAFF_API.sectionOptions]: {
    summary: 'The menu sections, with where this person may write and review',
    tag: 'staff',
    effect: 'read',
    body: EmptyBody,
    ret: SectionOptionsRet,
    failures: SIGNED_IN,
    ...STAFF_ACCESS[STAFF_API.sectionOptions],
  },
  [STAFF_API.paperImportPreview]: {
    summary: 'Read BibTeX or RIS: each entry as a paper, matched to teams and areas, with duplicates named',
    tag: 'staff',
    effect: 'read',
    body: PaperImportPreviewBody,
    ret: PaperImportPreviewRet,
    failures: [...SIGNED_IN, 'tooLarge', 'rateLimited'],
    ...STAFF_ACCESS[STAFF_API.paperImportPreview],
  },
  [STAFF_API.paperImport]: {
    summary: 'Create a draft paper of each item in a paper section, linked to its teams; all or nothing',
    tag: 'staff',
    effect: 'write',
    body: PaperImportBody,
    ret: PaperImportRet,
    failures: [...SIGNED_IN, 'notFound', 'tooLarge', 'rateLimited'],
    ...STAFF_ACCESS[STAFF_API.paperImport],
    scope: { kind: 'section', field: 'menuId' },
  },
  [STAFF_API.menuTree]: {
    summary: 'The whole menu tree as staff see it, hidden entries too',
    tag: 'staff',
    effect: 'read',
    body: MenuTreeBody,
    ret: MenuTreeRet,
    failures: SIGNED_IN,
    ...STAFF_ACCESS[STAFF_API.menuTree],
  },
  [STAFF_API.menuSave]: {
    summary: 'Add a menu entry (no id) or change one: names, intros, list template, hidden, out link, picture',
    tag: 'staff',
    effect: 'write',
    body: MenuSaveBody,
    ret: MenuChangeRet,
    failures: [...SIGNED_IN, 'notFound', 'conflict', 'rateLimited'],
    ...STAFF_ACCESS[STAFF_API.menuSave],
  },
  [STAFF_API.menuMove]: {
    summary: 'Place a menu entry under another parent or at another place among its siblings',
    tag: 'staff',
    effect: 'write',
    body: MenuMoveBody,
    ret: MenuChangeRet,
    failures: [...SIGNED_IN, 'notFound', 'conflict'],
    ...STAFF_ACCESS[STAFF_API.menuMove],
  },
  [STAFF_API.menuRemove]: {
    summary: 'Remove a menu entry that lists no items and has no sub-entries or conference',
    tag: 'staff',
    effect: 'write',
    body: MenuRemoveBody,
    ret: MenuChangeRet,
    failures: [...SIGNED_IN, 'notFound', 'conflict'],
    ...STAFF_ACCESS[STAFF_API.menuRemove],
  },
  [STAFF_API.bannerList]: {
    summary: "The home page's banners in order, hidden ones too",
    tag: 'staff',
    effect: 'read',
    body: BannerListBody,
    ret: BannerListRet,
    failures: SIGNED_IN,
    ...STAFF_ACCESS[STAFF_API.bannerList],
  },
  [STAFF_API.bannerSave]: {
    summary: 'Add a banner (no id; at most seven) or change one: image, link, alt text, hidden',
    tag: 'staff',
    effect: 'write',
    body: BannerSaveBody,
    ret: BannerChangeRet,
    failures: [...SIGNED_IN, 'notFound', 'conflict'],
    ...STAFF_ACCESS[STAFF_API.bannerSave],
  },
  [STAFF_API.bannerMove]: {
    summary: 'Place a banner elsewhere in the order',
    tag: 'staff',
    effect: 'write',
    body: BannerMoveBody,
    ret: BannerChangeRet,
    failures: [...SIGNED_IN, 'notFound'],
    ...STAFF_ACCESS[STAFF_API.bannerMove],
  },
  [STAFF_API.bannerRemove]: {
    summary: 'Remove a banner (its image stays in the media library)',
    tag: 'staff',
    effect: 'write',
    body: BannerRemoveBody,
    ret: BannerChangeRet,
    failures: [...SIGNED_IN, 'notFound'],
    ...STAFF_ACCESS[STAFF_API.bannerRemove],
  },
  [STAFF_API.pinnedList]: {
    summary: 'The items pinned in a section, and published items that could be',
    tag: 'staff',
    effect: 'read',
    body: PinnedListBody,
    ret: PinnedListRet,
    failures: [...SIGNED_IN, 'notFound'],
    ...STAFF_ACCESS[STAFF_API.pinnedList],
    scope: { kind: 'section', field: 'menuId' },
  },
  [STAFF_API.pinnedSet]: {
    summary: 'Pin a published item in a section, or unpin it',
    tag: 'staff',
    effect: 'write',
    body: PinnedSetBody,
    ret: PinnedListRet,
    failures: [...SIGNED_IN, 'notFound', 'conflict'],
    ...STAFF_ACCESS[STAFF_API.pinnedSet],
    scope: { kind: 'section', field: 'menuId' },
  },
  [STAFF_API.mediaList]: {
    summary: 'Library files, searched by name, filtered by kind, newest first',
    tag: 'staff',
    effect: 'read',
    body: MediaListBody,
    ret: MediaListRet,
    failures: SIGNED_IN,
    ...STAFF_ACCESS[STAFF_API.mediaList],
  },
  [STAFF_API.mediaGet]: {
    summary: 'One library file and everything that uses it',
    tag: 'staff',
    effect: 'read',
    body: MediaIdBody,
    ret: MediaGetRet,
    failures: [...SIGNED_IN, 'notFound'],
    ...STAFF_ACCESS[STAFF_API.mediaGet],
  },
  [STAFF_API.mediaUpdate]: {
    summary: "Rename a library file, set an image's alt text and focal point",
    tag: 'staff',
    effect: 'write',
    body: MediaUpdateBody,
    ret: MediaFileRet,
    failures: [...SIGNED_IN, 'notFound'],
    ...STAFF_ACCESS[STAFF_API.mediaUpdate],
  },
  [STAFF_API.mediaDelete]: {
    summary: 'Delete a library file; refused (409, with `usages`) while anything uses it',
    tag: 'staff',
    effect: 'write',
    body: MediaIdBody,
    ret: MediaDeleteRet,
    failures: [...SIGNED_IN, 'notFound', 'conflict'],
    ...STAFF_ACCESS[STAFF_API.mediaDelete],
  },
  [STAFF_API.mediaBulk]: {
    summary: 'Delete several library files, each as its single delete: a file in use is refused, naming where it is used',
    tag: 'staff',
    effect: 'write',
    body: MediaBulkBody,
    ret: BulkRet,
    failures: SIGNED_IN,
    ...STAFF_ACCESS[STAFF_API.mediaBulk],
  },
  [STAFF_API.mediaUpload]: {
    summary:
      'Add a file to the library (multipart/form-data: an optional `lang` part, then the file in a part named `file`); type from the bytes, size within its kind’s limit',
    tag: 'staff',
    effect: 'write',
    body: MediaUploadForm,
    ret: MediaFileRet,
    failures: SIGNED_IN,
    multipart: true,
    ...STAFF_ACCESS[STAFF_API.mediaUpload],
  },
  [STAFF_API.helpdeskList]: {
    summary: 'Fault reports and feedback in the services office’s inbox, filtered, newest first, with counts per state',
    tag: 'staff',
    effect: 'read',
    body: HelpdeskListBody,
    ret: HelpdeskListRet,
    failures: SIGNED_IN,
    ...STAFF_ACCESS[STAFF_API.helpdeskList],
  },
  [STAFF_API.helpdeskGet]: {
    summary: 'One report with its notes and replies, and who it can be assigned to',
    tag: 'staff',
    effect: 'read',
    body: HelpdeskTicketBody,
    ret: HelpdeskGetRet,
    failures: [...SIGNED_IN, 'notFound'],
    ...STAFF_ACCESS[STAFF_API.helpdeskGet],
  },
  [STAFF_API.helpdeskUpdate]: {
    summary: 'Change a report’s state or assignee',
    tag: 'staff',
    effect: 'write',
    body: HelpdeskUpdateBody,
    ret: Type.Object({ item: HelpdeskRow }),
    failures: [...SIGNED_IN, 'notFound'],
    ...STAFF_ACCESS[STAFF_API.helpdeskUpdate],
  },
  [STAFF_API.helpdeskBulk]: {
    summary: 'Assign several reports to one person, or mark them resolved, each checked and changed as its single update',
    tag: 'staff',
    effect: 'write',
    body: HelpdeskBulkBody,
    ret: BulkRet,
    failures: SIGNED_IN,
    ...STAFF_ACCESS[STAFF_API.helpdeskBulk],
  },
  [STAFF_API.helpdeskNote]: {
    summary: 'Add an internal note to a report, or reply to the reporter by e-mail in their language',
    tag: 'staff',
    effect: 'write',
    body: HelpdeskNoteBody,
    ret: Type.Object({ note: HelpdeskNote }),
    failures: [...SIGNED_IN, 'notFound'],
    ...STAFF_ACCESS[STAFF_API.helpdeskNote],
  },
  [STAFF_API.helpdeskScreenshot]: {
    summary: 'The screenshot attached to a fault report: the image itself (private to staff, never cached)',
    tag: 'staff',
    effect: 'read',
    get: true,
    body: HelpdeskTicketBody,
    failures: [...SIGNED_IN, 'notFound'],
    ...STAFF_ACCESS[STAFF_API.helpdeskScreenshot],
  },
  [STAFF_API.backupStatus]: {
    summary: "The daily backup's last good run and last failure (administrators' dashboard)",
    tag: 'staff',
    effect: 'read',
    body: EmptyBody,
    ret: BackupStatusRet,
    failures: SIGNED_IN,
    ...STAFF_ACCESS[STAFF_API.backupStatus],
  },
  [STAFF_API.mailOutbox]: {
    summary: 'Every message the site sent or is to send, newest first, with its status (sent, in the outbox, waiting, failed)',
    tag: 'staff',
    effect: 'read',
    body: MailOutboxBody,
    ret: MailOutboxRet,
    failures: SIGNED_IN,
    ...STAFF_ACCESS[STAFF_API.mailOutbox],
  },
  [STAFF_API.mailResend]: {
    summary: 'Queue a failed message to be sent again',
    tag: 'staff',
    effect: 'write',
    body: MailResendBody,
    ret: MailResendRet,
    failures: [...SIGNED_IN, 'notFound', 'conflict'],
    ...STAFF_ACCESS[STAFF_API.mailResend],
  },
  [STAFF_API.registrationConferences]: {
    summary: 'The conferences whose registrations this person may review, with registrations per state',
    tag: 'staff',
    effect: 'read',
    body: EmptyBody,
    ret: RegistrationConferencesRet,
    failures: SIGNED_IN,
    ...STAFF_ACCESS[STAFF_API.registrationConferences],
  },
  [STAFF_API.registrationList]: {
    summary: 'A conference’s registrations, filtered and searchable, newest first, with counts per state and per option',
    tag: 'staff',
    effect: 'read',
    body: RegistrationListBody,
    ret: RegistrationListRet,
    failures: [...SIGNED_IN, 'notFound'],
    ...STAFF_ACCESS[STAFF_API.registrationList],
  },
  [STAFF_API.registrationDecide]: {
    summary:
      'Accept, put on the waiting list, reject or return a registration to pending, with a comment; the registrant is told by e-mail',
    tag: 'staff',
    effect: 'write',
    body: RegistrationDecideBody,
    ret: RegistrationRowRet,
    failures: [...SIGNED_IN, 'notFound', 'conflict'],
    ...STAFF_ACCESS[STAFF_API.registrationDecide],
  },
  [STAFF_API.registrationBulk]: {
    summary: 'Accept or reject several registrations, each checked, changed and mailed as its single decision',
    tag: 'staff',
    effect: 'write',
    body: RegistrationBulkBody,
    ret: BulkRet,
    failures: SIGNED_IN,
    ...STAFF_ACCESS[STAFF_API.registrationBulk],
  },
  [STAFF_API.registrationPay]: {
    summary: 'Record a registration’s payment with its reference; the registrant is sent a receipt',
    tag: 'staff',
    effect: 'write',
    body: RegistrationPayBody,
    ret: RegistrationRowRet,
    failures: [...SIGNED_IN, 'notFound', 'conflict'],
    ...STAFF_ACCESS[STAFF_API.registrationPay],
  },
  [STAFF_API.registrationCheckin]: {
    summary: 'Mark the person of a confirmation code present; answers when they were already checked in',
    tag: 'staff',
    effect: 'write',
    body: RegistrationCheckinBody,
    ret: RegistrationCheckinRet,
    failures: [...SIGNED_IN, 'notFound', 'conflict'],
    ...STAFF_ACCESS[STAFF_API.registrationCheckin],
  },
  [STAFF_API.registrationExport]: {
    summary: 'Every registration of a conference as an XLSX or CSV file, one column per form field, streamed',
    tag: 'staff',
    effect: 'read',
    body: RegistrationExportBody,
    failures: [...SIGNED_IN, 'notFound', 'rateLimited'],
    ...STAFF_ACCESS[STAFF_API.registrationExport],
  },
  [STAFF_API.registrationFiles]: {
    summary: 'Every file handed in with a conference’s registrations, as one ZIP, streamed',
    tag: 'staff',
    effect: 'read',
    body: RegistrationFilesBody,
    failures: [...SIGNED_IN, 'notFound', 'rateLimited'],
    ...STAFF_ACCESS[STAFF_API.registrationFiles],
  },
  [STAFF_API.registrationPurgePreview]: {
    summary: 'What the retention job will remove next: per conference, its registrations and files and when',
    tag: 'staff',
    effect: 'read',
    body: EmptyBody,
    ret: RegistrationPurgePreviewRet,
    failures: SIGNED_IN,
    ...STAFF_ACCESS[STAFF_API.registrationPurgePreview],
  },
  ...recordSpecs('team', 'team or collaborating researcher', TeamSchemas),
  [STAFF_API.teamPapers]: {
    summary: 'Published paper articles to link to a team: by title words or DOI, or by id',
    tag: 'staff',
    effect: 'read',
    body: TeamPapersBody,
    ret: TeamPapersRet,
    failures: SIGNED_IN,
    ...STAFF_ACCESS[STAFF_API.teamPapers],
  },
  ...recordSpecs('facility', 'core facility', FacilitySchemas),
  ...recordSpecs('faq', 'common question', FaqSchemas),
  [STAFF_API.faqReorder]: reorderSpec('common questions', STAFF_ACCESS[STAFF_API.faqReorder]),
  ...recordSpecs('quickLink', 'quick link', QuickLinkSchemas),
  [STAFF_API.quickLinkReorder]: reorderSpec('quick links', STAFF_ACCESS[STAFF_API.quickLinkReorder]),
  [STAFF_API.siteSettingsGet]: {
    summary: 'The header’s and footer’s settings: what the site uses, the defaults, which are saved',
    tag: 'staff',
    effect: 'read',
    body: EmptyBody,
    ret: SiteSettingsRet,
    failures: SIGNED_IN,
    ...STAFF_ACCESS[STAFF_API.siteSettingsGet],
  },
  [STAFF_API.siteSettingsSave]: {
    summary: 'Save header and footer settings (null returns one to the environment’s value); every instance serves them at once',
    tag: 'staff',
    effect: 'write',
    body: SiteSettingsSaveBody,
    ret: SiteSettingsRet,
    failures: [...SIGNED_IN, 'badRequest'],
    ...STAFF_ACCESS[STAFF_API.siteSettingsSave],
  },
  [STAFF_API.conferenceList]: {
    summary: 'The conferences this person may edit or review, latest first, with dates and registrations per state',
    tag: 'staff',
    effect: 'read',
    body: EmptyBody,
    ret: ConferenceListRet,
    failures: SIGNED_IN,
    ...STAFF_ACCESS[STAFF_API.conferenceList],
  },
  [STAFF_API.conferenceGet]: {
    summary: 'One conference as the editor shows it: texts, settings, mail templates, form, programme, pages, values registrations hold',
    tag: 'staff',
    effect: 'read',
    body: ConferenceMenuBody,
    ret: ConferenceGetRet,
    failures: [...SIGNED_IN, 'notFound'],
    ...STAFF_ACCESS[STAFF_API.conferenceGet],
  },
  [STAFF_API.conferenceCreate]: {
    summary: 'Create a conference: its menu entry under the conference section, its six pages, and its row',
    tag: 'staff',
    effect: 'write',
    body: ConferenceCreateBody,
    ret: ConferenceCreateRet,
    failures: [...SIGNED_IN, 'conflict'],
    ...STAFF_ACCESS[STAFF_API.conferenceCreate],
  },
  [STAFF_API.conferenceSave]: {
    summary: 'Save a conference’s texts in both languages, registration settings, mail templates and form',
    tag: 'staff',
    effect: 'write',
    body: ConferenceSaveBody,
    ret: ConferenceGetRet,
    failures: [...SIGNED_IN, 'notFound', 'conflict', 'rateLimited'],
    ...STAFF_ACCESS[STAFF_API.conferenceSave],
  },
  [STAFF_API.conferenceSchedule]: {
    summary: 'Save a conference’s programme: its days and their sessions',
    tag: 'staff',
    effect: 'write',
    body: ConferenceScheduleBody,
    ret: ConferenceGetRet,
    failures: [...SIGNED_IN, 'notFound'],
    ...STAFF_ACCESS[STAFF_API.conferenceSchedule],
  },
  [STAFF_API.conferenceSubmit]: {
    summary: 'Send a conference’s working copy to review (its `id`, the version from conference/get)',
    tag: 'staff',
    effect: 'write',
    body: RecordVersionBody,
    ret: RecordStateRet,
    failures: [...SIGNED_IN, 'notFound', 'conflict', 'badRequest'],
    ...STAFF_ACCESS[STAFF_API.conferenceSubmit],
  },
  [STAFF_API.conferenceApprove]: {
    summary: 'Publish a conference’s working copy: its row, form and programme (not one’s own change, unless an administrator)',
    tag: 'staff',
    effect: 'write',
    body: RecordVersionBody,
    ret: RecordStateRet,
    failures: [...SIGNED_IN, 'notFound', 'conflict', 'badRequest'],
    ...STAFF_ACCESS[STAFF_API.conferenceApprove],
  },
  [STAFF_API.conferenceReject]: {
    summary: 'Send a conference’s working copy back with a comment',
    tag: 'staff',
    effect: 'write',
    body: RecordRejectBody,
    ret: RecordStateRet,
    failures: [...SIGNED_IN, 'notFound', 'conflict', 'badRequest'],
    ...STAFF_ACCESS[STAFF_API.conferenceReject],
  },
  [STAFF_API.conferenceRevisions]: {
    summary: 'Every revision of a conference, latest first, each with its document',
    tag: 'staff',
    effect: 'read',
    body: RecordIdBody,
    ret: ConferenceSchemas.revisionsRet,
    failures: [...SIGNED_IN, 'notFound'],
    ...STAFF_ACCESS[STAFF_API.conferenceRevisions],
  },
  [STAFF_API.conferenceRestore]: {
    summary: 'Make an earlier revision of a conference its working copy (a new revision)',
    tag: 'staff',
    effect: 'write',
    body: RecordRestoreBody,
    ret: RecordStateRet,
    failures: [...SIGNED_IN, 'notFound', 'badRequest'],
    ...STAFF_ACCESS[STAFF_API.conferenceRestore],
  },
} as const satisfies Record<string, StaffCallSpec>

/** Saving a list's order: one call for all its records, at once, audited. */
function reorderSpec(what: string, access: { permission: Permission; csrf: true }) {
  return {
    summary: `Put ${what} in a new order (each record's place in its list); published at once`,
    tag: 'staff' as const,
    effect: 'write' as const,
    body: RecordReorderBody,
    ret: RecordReorderRet,
    failures: [...SIGNED_IN, 'badRequest'] as const,
    ...access,
  }
}

/** The nine calls of one record kind (docs/people-and-places.md), each with its access from STAFF_ACCESS. */
function recordSpecs<E extends RecordEntity, S extends ReturnType<typeof recordSchemas>>(entity: E, what: string, schemas: S) {
  const path = (action: string) => `/api/staff/${entity}/${action}` as const
  const access = (action: string) => (STAFF_ACCESS as unknown as Record<string, { permission: Permission; csrf: boolean }>)[path(action)]!
  const spec = <B extends TSchema, R extends TSchema>(
    action: string,
    summary: string,
    body: B,
    ret: R,
    failures: readonly ErrorCode[],
  ) => ({
    summary,
    tag: 'staff' as const,
    // list, get and revisions change nothing; every other action changes the record.
    effect: ['list', 'get', 'revisions'].includes(action) ? ('read' as const) : ('write' as const),
    body,
    ret,
    failures,
    permission: access(action).permission,
    csrf: true as const,
  })
  const states = [...SIGNED_IN, 'notFound', 'conflict'] as const
  return {
    [path('list')]: spec('list', `Every ${what} this person may edit or review, in public order`, RecordListBody, RecordListRet, SIGNED_IN),
    [path('get')]: spec(
      'get',
      `One ${what}: its working copy (or public version), state and what this person may do`,
      RecordIdBody,
      schemas.getRet,
      [...SIGNED_IN, 'notFound'],
    ),
    [path('save')]: spec(
      'save',
      `Save a ${what}'s working copy (without id: create one, administrators); 409 on a stale version`,
      schemas.saveBody,
      RecordStateRet,
      // rateLimited: long rich text waits for the sanitiser's worker, whose queue is bounded.
      [...states, 'badRequest', 'rateLimited'],
    ),
    [path('submit')]: spec('submit', `Send a ${what}'s working copy to review`, RecordVersionBody, RecordStateRet, states),
    [path('approve')]: spec(
      'approve',
      `Publish a ${what}'s working copy (not one's own change, unless an administrator)`,
      RecordVersionBody,
      RecordStateRet,
      states,
    ),
    [path('reject')]: spec('reject', `Send a ${what}'s working copy back with a comment`, RecordRejectBody, RecordStateRet, states),
    [path('archive')]: spec('archive', `Take a ${what} off the public site`, RecordIdBody, RecordStateRet, [...SIGNED_IN, 'notFound']),
    [path('revisions')]: spec(
      'revisions',
      `Every revision of a ${what}, latest first, each with its document`,
      RecordIdBody,
      schemas.revisionsRet,
      [...SIGNED_IN, 'notFound'],
    ),
    [path('restore')]: spec(
      'restore',
      `Make an earlier revision of a ${what} its working copy (a new revision)`,
      RecordRestoreBody,
      RecordStateRet,
      [...SIGNED_IN, 'notFound'],
    ),
  } as {
    [A in 'list' | 'get' | 'save' | 'submit' | 'approve' | 'reject' | 'archive' | 'revisions' | 'restore' as `/api/staff/${E}/${A}`]: {
      summary: string
      tag: 'staff'
      effect: A extends 'list' | 'get' | 'revisions' ? 'read' : 'write'
      body: A extends 'list'
        ? typeof RecordListBody
        : A extends 'get' | 'archive' | 'revisions'
          ? typeof RecordIdBody
          : A extends 'save'
            ? S['saveBody']
            : A extends 'reject'
              ? typeof RecordRejectBody
              : A extends 'restore'
                ? typeof RecordRestoreBody
                : typeof RecordVersionBody
      ret: A extends 'list'
        ? typeof RecordListRet
        : A extends 'get'
          ? S['getRet']
          : A extends 'revisions'
            ? S['revisionsRet']
            : typeof RecordStateRet
      failures: readonly ErrorCode[]
      permission: Permission
      csrf: true
    }
  }
}

export type StaffCallPath = keyof typeof STAFF_CALL_SPECS
