/**
 * Every JSON call of the API with its schemas and the failures it may answer: the server declares
 * each route's response from here (which also speeds up serialisation) and the API reference
 * (`GET /api/openapi.json`, `/api/docs`) is generated from the routes. One entry per path of API.
 */
import Type, { type TSchema } from 'typebox'
import {
  ArticleDetailBody,
  ArticleDetailRet,
  ArticleListBody,
  ArticleListRet,
  ArticlePickedBody,
  ArticlePickedRet,
  ArticlePreviewBody,
  ArticlePreviewRet,
  HomeNewsBody,
  HomeNewsRet,
} from './api/article.js'
import { CalendarDayBody, CalendarDayRet, CalendarMonthBody, CalendarMonthRet } from './api/calendar.js'
import { EmptyBody } from './api/common.js'
import { FileDeleteBody, FileDeleteRet, FileDownloadBody } from './api/file.js'
import { HealthRet } from './api/health.js'
import { ImageUrlBody, ImageUrlRet } from './api/image.js'
import {
  MeetingAddressRet,
  MeetingBody,
  MeetingRegisterBody,
  MeetingRegisterRet,
  MeetingScheduleBody,
  MeetingScheduleRet,
  MeetingSignRet,
  MeetingSummaryRet,
  MeetingTagListRet,
} from './api/meeting.js'
import { RegistrationAccessBody, RegistrationUpdateBody, RegistrationViewRet } from './api/registration.js'
import { MenuBody, MenuListBody, MenuListRet, MenuRet } from './api/menu.js'
import { SearchBody, SearchRet } from './api/search.js'
import { StatsHitBody, StatsHitRet } from './api/stats.js'
import { ResearchDetailBody, ResearchDetailRet, ResearchListBody, ResearchListRet } from './api/research.js'
import {
  FaqListRet,
  FaultSubmitBody,
  FeedbackSubmitBody,
  LinkListBody,
  LinkListRet,
  TicketRet,
  TicketStatusBody,
  TicketStatusRet,
} from './api/service.js'
import { ERROR_STATUS, type ErrorCode } from './errors.js'
import { API } from './paths.js'
import { MediaUsage } from './staff/media-api.js'

export interface CallSpec {
  /** One line for the API reference, in English. */
  summary: string
  /** The group the call is listed under. */
  tag: 'site' | 'content' | 'research' | 'conference' | 'calendar' | 'helpdesk' | 'files' | 'search'
  /**
   * `read`: the call changes nothing (a rate-limit count aside), so sending it twice is harmless and a
   * proxy may send it again to another instance when the first fails (deploy/nginx's read locations are
   * generated from this); `write`: it changes something and is never sent twice.
   */
  effect: 'read' | 'write'
  body: TSchema
  /** The success answer's `retMap`; absent for an answer that is not JSON (a file). */
  ret?: TSchema
  /** Failures of this call besides those every call may answer (COMMON_FAILURES). */
  failures: readonly ErrorCode[]
}

/** What any JSON call may answer: a body that is not valid, too large, of another type; a server fault. */
export const COMMON_FAILURES = ['badRequest', 'tooLarge', 'unsupportedType', 'systemErr'] as const satisfies readonly ErrorCode[]

/** The failure envelope: `{ code, msg }`, plus the request fields at fault when the request names some. */
export const FailureSchema = Type.Object(
  {
    code: Type.Enum(Object.keys(ERROR_STATUS) as ErrorCode[], { description: 'what went wrong; the HTTP status says its kind' }),
    msg: Type.String({ description: "the message in the request's language" }),
    field: Type.Optional(Type.String({ description: 'the request field at fault (for a form value, the form field’s name)' })),
    fields: Type.Optional(
      Type.Array(Type.Object({ field: Type.String(), msg: Type.String() }), { description: 'every field at fault, when several are' }),
    ),
    conflict: Type.Optional(
      Type.Object(
        {
          version: Type.Integer({ description: 'the current version' }),
          savedBy: Type.String({ description: 'who saved it' }),
          savedAt: Type.String({ description: 'when, ISO 8601' }),
          fields: Type.Array(Type.String(), { description: 'the fields changed since the version sent' }),
        },
        { description: 'a stale change to staff content (409): what was saved since' },
      ),
    ),
    usages: Type.Optional(Type.Array(MediaUsage, { description: 'a library file still in use (409 on delete): everything that uses it' })),
  },
  { description: 'a failed call' },
)

/** The success envelope of seed-spec point 7 around a call's retMap. */
export const successSchema = (ret: TSchema) =>
  Type.Object({ code: Type.Literal('success'), retMap: ret }, { description: 'the call succeeded; retMap holds its answer' })

export const CALL_SPECS = {
  [API.test]: {
    summary: 'Health: status, version, database and migration level',
    tag: 'site',
    effect: 'read',
    body: EmptyBody,
    ret: HealthRet,
    failures: [],
  },
  [API.menuList]: {
    summary: 'The menu tree (top sections with their children)',
    tag: 'site',
    effect: 'read',
    body: MenuListBody,
    ret: MenuListRet,
    failures: [],
  },
  [API.menu]: {
    summary: 'One menu entry with its children and introduction',
    tag: 'site',
    effect: 'read',
    body: MenuBody,
    ret: MenuRet,
    failures: ['notFound'],
  },
  [API.imageUrl]: {
    summary: 'Banner images of a section (of the home page without menuId)',
    tag: 'site',
    effect: 'read',
    body: ImageUrlBody,
    ret: ImageUrlRet,
    failures: [],
  },
  [API.homeNews]: {
    summary: 'Home page blocks: latest news, research progress, highlights',
    tag: 'content',
    effect: 'read',
    body: HomeNewsBody,
    ret: HomeNewsRet,
    failures: [],
  },
  [API.articleList]: {
    summary: "A section's page of items, with paging, keyword search and category",
    tag: 'content',
    effect: 'read',
    body: ArticleListBody,
    ret: ArticleListRet,
    failures: ['notFound'],
  },
  [API.articlePicked]: {
    summary: 'Pinned items of a section',
    tag: 'content',
    effect: 'read',
    body: ArticlePickedBody,
    ret: ArticlePickedRet,
    failures: [],
  },
  [API.articleDetail]: {
    summary: 'One item in full, with attachments and its neighbours in the list',
    tag: 'content',
    effect: 'read',
    body: ArticleDetailBody,
    ret: ArticleDetailRet,
    failures: ['notFound'],
  },
  [API.articlePreview]: {
    summary: 'A working copy (draft or in review) on the public design, by the token of a preview link; never cached, noindex',
    tag: 'content',
    effect: 'read',
    body: ArticlePreviewBody,
    ret: ArticlePreviewRet,
    failures: ['notFound'],
  },
  [API.researchList]: {
    summary: 'Research areas, teams, collaborators, core facilities, papers',
    tag: 'research',
    effect: 'read',
    body: ResearchListBody,
    ret: ResearchListRet,
    failures: ['notFound'],
  },
  [API.researchDetail]: {
    summary: 'One team or core facility',
    tag: 'research',
    effect: 'read',
    body: ResearchDetailBody,
    ret: ResearchDetailRet,
    failures: ['notFound'],
  },
  [API.meetingSummary]: {
    summary: "A conference's overview",
    tag: 'conference',
    effect: 'read',
    body: MeetingBody,
    ret: MeetingSummaryRet,
    failures: ['notFound'],
  },
  [API.meetingSign]: {
    summary: "A conference's registration terms and form",
    tag: 'conference',
    effect: 'read',
    body: MeetingBody,
    ret: MeetingSignRet,
    failures: ['notFound'],
  },
  [API.meetingSchedule]: {
    summary: "A conference's schedule of one day",
    tag: 'conference',
    effect: 'read',
    body: MeetingScheduleBody,
    ret: MeetingScheduleRet,
    failures: ['notFound'],
  },
  [API.meetingTagList]: {
    summary: "A conference's days",
    tag: 'conference',
    effect: 'read',
    body: MeetingBody,
    ret: MeetingTagListRet,
    failures: ['notFound'],
  },
  [API.meetingImageAddress]: {
    summary: "A conference's venue pictures and address",
    tag: 'conference',
    effect: 'read',
    body: MeetingBody,
    ret: MeetingAddressRet,
    failures: ['notFound'],
  },
  [API.meetingRegister]: {
    summary: 'Register for a conference (files uploaded first as drafts)',
    tag: 'conference',
    effect: 'write',
    body: MeetingRegisterBody,
    ret: MeetingRegisterRet,
    failures: ['notFound', 'conflict', 'registrationClosed', 'noPermission', 'rateLimited'],
  },
  [API.registrationGet]: {
    summary: 'A registration, for whoever holds its private link: state, payment, values, the bill and its QR code',
    tag: 'conference',
    effect: 'read',
    body: RegistrationAccessBody,
    ret: RegistrationViewRet,
    failures: ['notFound', 'rateLimited'],
  },
  [API.registrationUpdate]: {
    summary: 'Change a registration through its private link while registration is open (checked, fee recomputed)',
    tag: 'conference',
    effect: 'write',
    body: RegistrationUpdateBody,
    ret: RegistrationViewRet,
    failures: ['notFound', 'conflict', 'registrationClosed', 'noPermission', 'rateLimited'],
  },
  [API.registrationWithdraw]: {
    summary: 'Withdraw a registration through its private link; its place goes to the waiting list',
    tag: 'conference',
    effect: 'write',
    body: RegistrationAccessBody,
    ret: RegistrationViewRet,
    failures: ['notFound', 'conflict', 'rateLimited'],
  },
  [API.calendarMonth]: {
    summary: 'Days of a month with academic events',
    tag: 'calendar',
    effect: 'read',
    body: CalendarMonthBody,
    ret: CalendarMonthRet,
    failures: [],
  },
  [API.calendarDay]: {
    summary: 'Academic events of a day',
    tag: 'calendar',
    effect: 'read',
    body: CalendarDayBody,
    ret: CalendarDayRet,
    failures: [],
  },
  [API.faultSubmit]: {
    summary: 'Report a fault to the network and information services office',
    tag: 'helpdesk',
    effect: 'write',
    body: FaultSubmitBody,
    ret: TicketRet,
    failures: ['notFound', 'noPermission', 'rateLimited'],
  },
  [API.feedbackSubmit]: {
    summary: 'Send the office a suggestion or feedback',
    tag: 'helpdesk',
    effect: 'write',
    body: FeedbackSubmitBody,
    ret: TicketRet,
    failures: ['rateLimited'],
  },
  [API.ticketStatus]: {
    summary: "Where a report or message stands, and the office's replies: for whoever holds its private key",
    tag: 'helpdesk',
    effect: 'read',
    body: TicketStatusBody,
    ret: TicketStatusRet,
    failures: ['notFound', 'rateLimited'],
  },
  [API.search]: {
    summary: 'Everything published, searched in Chinese and English: ranked, the matches highlighted, filtered by section and year',
    tag: 'search',
    effect: 'read',
    body: SearchBody,
    ret: SearchRet,
    failures: ['badRequest', 'rateLimited'],
  },
  [API.statsHit]: {
    summary: "A page view from the site's beacon: answered at once, counted in a batch, never with the reader's address or browser",
    tag: 'site',
    effect: 'write',
    body: StatsHitBody,
    ret: StatsHitRet,
    failures: ['rateLimited'],
  },
  [API.faqList]: {
    summary: "The office's common questions",
    tag: 'helpdesk',
    effect: 'read',
    body: EmptyBody,
    ret: FaqListRet,
    failures: [],
  },
  [API.linkList]: {
    summary: 'Quick links (lab sites, core facility sites, other sites)',
    tag: 'helpdesk',
    effect: 'read',
    body: LinkListBody,
    ret: LinkListRet,
    failures: [],
  },
  [API.fileDelete]: {
    summary: 'Delete a draft upload with its token',
    tag: 'files',
    effect: 'write',
    body: FileDeleteBody,
    ret: FileDeleteRet,
    failures: ['notFound', 'noPermission'],
  },
  [API.fileDownloadPost]: {
    summary: 'Download a public file (the answer is the file itself)',
    tag: 'files',
    effect: 'read',
    body: FileDownloadBody,
    failures: ['notFound'],
  },
} as const satisfies Record<string, CallSpec>

export type SpecifiedPath = keyof typeof CALL_SPECS
