import type { FastifyBaseLogger } from 'fastify'
import type { AppDeps } from './app-deps.js'
import { cookieSettings, type CookieSettings } from './auth/session-cookie.js'
import { sessionStore, type SessionStore } from './auth/session-store.js'
import { contentChanges, type Announce, type ContentChanges } from './changes/content-changes.js'
import { databaseNotifications, type DatabaseNotifications } from './db/database-notifications.js'
import { jobQueue, type JobQueue } from './jobs/job-queue.js'
import { backupJobs } from './backup/backup-jobs.js'
import { articleService, KEYWORD_BOUND, type ArticleService } from './modules/article/index.js'
import { clientLimitJobs } from './modules/client-limit/index.js'
import {
  editorialService,
  type EditorialService,
  PUBLISH_SCHEDULED_JOB,
  scheduledPublicationJobs,
  articleAutosaveJobs,
} from './modules/editorial/index.js'
import { fileJobs } from './modules/file/index.js'
import { announceBrokenLinks, linkJobs, linksService, linkCheckSettings, queueItemCheck, type LinksService } from './modules/links/index.js'
import { mailJobs, mailService, type MailService } from './modules/mail/index.js'
import { menuService, type MenuService } from './modules/menu/index.js'
import { notificationJobs, notificationService, type NotificationService } from './modules/notifications/index.js'
import {
  retentionJobs,
  registrationJobs,
  registrationService,
  type RegistrationContext,
  type RegistrationService,
} from './modules/conference/index.js'
import { SEARCH_SYNC_JOB, searchJobs } from './modules/search/index.js'
import { siteSettingsService, type SiteSettingsService } from './modules/site-settings/index.js'
import { statsJobs, statsRecorder, type StatsRecorder } from './modules/stats/index.js'
import { peopleServices, type PeopleServices } from './services/people-services.js'
import { siteServices, type SiteServices } from './services/site-services.js'
import { staffContentServices, type StaffContentServices } from './services/staff-content-services.js'

/**
 * Every service and repository object, built once per app in buildApp and never shared between apps;
 * route files take theirs from `app.services` and build none (a lint rule holds them to it). Here: the
 * caches, the staff sessions, what ties this instance to the others on the database (notifications,
 * changes, jobs) and what the others are built on; the rest, by area, in services/.
 */
export interface AppServices extends SiteServices, StaffContentServices, PeopleServices {
  menu: MenuService
  sessions: SessionStore
  staffCookie: CookieSettings
  /** LISTEN/NOTIFY between instances (local only on the embedded database). */
  notifications: DatabaseNotifications
  /**
   * Clears the public caches of every instance when published content changes: `published(reason)`,
   * which createServices hands to the services that announce (the only callers), after their commits.
   */
  changes: ContentChanges
  /** The job queue every instance shares; main.ts starts its workers. */
  jobs: JobQueue
  /** The mail the site sends: `send(message, { db: trx })` inside the write that causes it. */
  mail: MailService
  /** The header's and footer's settings: the environment's, with those saved in the console over them. */
  siteSettings: SiteSettingsService
  /** Registrations' life: the public form and private link, places, decisions, and their messages. */
  registration: RegistrationService
  /** Published articles as the public reads them (lists with their kept totals, details, feeds). */
  articles: ArticleService
  /** Staff's editing and review of articles; announces what it publishes through `changes`. */
  editorial: EditorialService
  /** Staff notifications: one's choices, the unsubscribe, delivery and digests (events: `notify(trx, event)`). */
  notices: NotificationService
  /** The link checker (docs/links.md): the weekly check, an item's after it is published, the console's list. */
  links: LinksService
  /** Readers' page views and searches, counted in memory and written in batches (docs/statistics.md). */
  stats: StatsRecorder
}

export function createServices(deps: AppDeps, log: FastifyBaseLogger): AppServices {
  const menu = menuService(deps.db, deps.config.sectionCacheSeconds)
  const notifications = databaseNotifications(deps.databaseKind === 'postgresql' ? deps.config.databaseUrl : undefined, log)
  const changes = contentChanges(deps.db, notifications, log)
  const announce: Announce = (reason) => changes.published(reason)
  changes.onChange(() => menu.invalidate())
  const siteSettings = siteSettingsService(deps.db, deps.config.site, deps.config.sectionCacheSeconds, announce)
  changes.onChange(() => siteSettings.clear())
  const stats = statsRecorder(
    deps.db,
    {
      timeZone: deps.config.timeZone,
      site: deps.config.staff.publicUrl ? new URL(deps.config.staff.publicUrl).host : deps.config.product,
      flushMs: deps.config.stats.flushSeconds * 1000,
      ratePerMinute: deps.config.stats.rateLimit,
    },
    log,
  )
  // The reminder job sends mail, and the mail service queues through the jobs: the job reads the context once both exist.
  const late: { registration?: RegistrationContext; notices?: NotificationService; links?: LinksService } = {}
  const jobs = jobQueue(deps.db, notifications, {
    definitions: [
      ...fileJobs(deps, log),
      ...clientLimitJobs(deps.db, log),
      ...backupJobs(deps, log),
      ...mailJobs(deps, log),
      ...registrationJobs(() => late.registration!),
      ...retentionJobs(deps, log),
      ...articleAutosaveJobs(deps.db, log),
      ...notificationJobs(() => late.notices!, deps.db, log),
      ...linkJobs(() => late.links!),
      ...scheduledPublicationJobs(deps.db, log, announce, (id) => queueItemCheck(jobs, 'article', id, log)),
      ...statsJobs(deps.db, deps.config.timeZone, stats, log),
      ...searchJobs(deps.db, menu, deps.config.timeZone, deps.config.product, log, announce),
    ],
    pollMs: deps.config.jobPollMs,
    concurrency: deps.config.jobConcurrency,
    log,
  })
  // Published content changed: the search catches up now rather than at its next minute.
  changes.onChange(() => {
    jobs
      .enqueue(SEARCH_SYNC_JOB, {}, { uniqueKey: SEARCH_SYNC_JOB })
      .catch((error: unknown) => log.warn({ err: error }, 'search sync not queued'))
  })
  const mail = mailService(deps.db, jobs)
  const registrationContext: RegistrationContext = {
    db: deps.db,
    mail,
    log,
    uploadMaxBytes: deps.config.uploadMaxBytes,
    // Links in messages lead to the site's public address; without PUBLIC_URL, to this server on loopback.
    links: {
      origin: deps.config.staff.publicUrl ? new URL(deps.config.staff.publicUrl).origin : `http://localhost:${deps.config.port}`,
      product: deps.config.product,
    },
  }
  late.registration = registrationContext
  const notices = notificationService({ db: deps.db, mail, origin: registrationContext.links.origin, timeZone: deps.config.timeZone })
  late.notices = notices
  const links = linksService(
    { db: deps.db, menu, siteSettings, log, announce: announceBrokenLinks },
    linkCheckSettings(deps.config, registrationContext.links.origin),
  )
  late.links = links
  // Built once, so every route reads the same kept totals and a published change clears them.
  const articles = articleService(deps.db, menu, deps.config.timeZone, deps.config.sectionCacheSeconds, {
    ...KEYWORD_BOUND,
    timeoutMs: deps.config.listKeywordTimeoutMs,
  })
  changes.onChange(articles.clearCounts)
  const editorial = editorialService(deps.db, menu, {
    timeZone: deps.config.timeZone,
    previewDays: deps.config.staff.previewDays,
    // Every instance on the database forgets its cached answers, menu and counts (changes/).
    onPublicChange: async (id) => {
      await announce('article')
      queueItemCheck(jobs, 'article', id, log)
    },
    scheduleAt: (trx, at, key) => jobs.enqueue(PUBLISH_SCHEDULED_JOB, {}, { db: trx, runAt: at, uniqueKey: key }),
  })
  const sessions = sessionStore(deps.db, deps.config.staff)
  const registration = registrationService(registrationContext)
  return {
    menu,
    sessions,
    staffCookie: cookieSettings(deps.config.staff.publicUrl),
    notifications,
    changes,
    jobs,
    mail,
    siteSettings,
    registration,
    articles,
    editorial,
    notices,
    links,
    stats,
    ...siteServices(deps, { menu, articles }),
    ...staffContentServices(deps, { menu, announce, jobs, editorial, registration }, log),
    ...peopleServices(deps, { sessions, mail }),
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices
  }
}
