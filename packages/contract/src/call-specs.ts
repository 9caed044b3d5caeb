/**
 * Every JSON call of the API with its schemas and the failures it may answer: the server declares
 * each route's response from here (which also speeds up serialisation) and the API reference
 * (`GET /api/openapi.json`, `/api/docs`) is generated from the routes. One entry per path of API.
 */
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
import type { CallSpec } from './call-spec.js'
import { CONFERENCE_CALL_SPECS } from './conference-call-specs.js'
import { API } from './paths.js'

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
  ...CONFERENCE_CALL_SPECS,
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
