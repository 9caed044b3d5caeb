import { can, isAdmin, isSuperUserType, type LinkListBody, type LinkListRet, type LinkRow, type StaffUser } from '@ibr/contract/staff'
import type { Lang } from '@ibr/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Config } from '../../config.js'
import type { DB } from '../../db/schema.js'
import { message } from '../../i18n/messages.js'
import { AppError, notFound } from '../../http/app-error.js'
import type { JobDefinition, JobQueue } from '../../jobs/job-queue.js'
import type { MenuService, MenuTree } from '../menu/index.js'
import type { SiteSettingsService } from '../site-settings/index.js'
import type { LinkAllowance } from '../../net/address-guard.js'
import { hostLimiter } from './host-limiter.js'
import { checkInternal, classifyTarget } from './internal-links.js'
import { probe, type ProbeSettings } from './link-probe.js'
import { articleItems, itemsOf, rowsOf, siteItem, type LinkItem, type PublishedKind } from './link-sources.js'
import { presentLink } from './links-presenter.js'
import { linksRepository, type CheckOutcome } from './links-repository.js'

export const CHECK_ALL_JOB = 'links.check-all'
export const CHECK_ITEM_JOB = 'links.check-item'
const WEEK_SECONDS = 7 * 24 * 3600
/** The longest Retry-After a recheck from the console waits for. */
const RECHECK_RETRY_AFTER_MAX_MS = 5000

/** The checker's settings: LINK_CHECK_ALLOW, the site's name and address, and the limits of docs/links.md. */
export interface LinkCheckSettings {
  allow: LinkAllowance
  userAgent: string
  /** The site's own origin (PUBLIC_URL): an absolute link to it is internal. */
  siteOrigin: string | null
  timeoutMs: number
  retryAfterMaxMs: number
  /** Addresses checked at once in a run (each host still at most two at a time). */
  concurrency: number
  /** How names are resolved: node's dns.lookup unless a test gives its own. */
  resolve?: ProbeSettings['resolve']
}

/**
 * The checker's limits (docs/links.md): long enough for a slow partner site, short and few enough
 * that a run neither floods a host nor fetches large files; tests shorten the timeouts.
 */
export const LINK_CHECK_DEFAULTS = {
  timeoutMs: 10_000,
  retryAfterMaxMs: 60_000,
  concurrency: 8,
  maxBytes: 1024 * 1024,
  maxRedirects: 5,
  perHost: 2,
}

/** The settings of a running server: its allowance, and a user agent naming the site and its address. */
export function linkCheckSettings(config: Pick<Config, 'linkCheckAllow'>, origin: string): LinkCheckSettings {
  return {
    allow: config.linkCheckAllow,
    userAgent: `${message('share.siteName').en} link checker (+${origin}/)`,
    siteOrigin: origin,
    timeoutMs: LINK_CHECK_DEFAULTS.timeoutMs,
    retryAfterMaxMs: LINK_CHECK_DEFAULTS.retryAfterMaxMs,
    concurrency: LINK_CHECK_DEFAULTS.concurrency,
  }
}

interface Deps {
  db: Kysely<DB>
  menu: MenuService
  siteSettings: SiteSettingsService
  log: FastifyBaseLogger
  /** Raises the weekly notice of a section's broken links (the notifications module's `notify`). */
  announce?: (db: Kysely<DB>, section: { id: number; zh: string; en: string; count: number }) => Promise<void>
}

/** What an address whose check went wrong inside the checker is recorded as: not checked, tried again next run. */
const CHECK_FAILED: CheckOutcome = { status: 'not-checked', problem: 'checkFailed', http_status: null }

const everyone = (user: StaffUser) => isAdmin(user.roles) || isSuperUserType(user.userType)

/**
 * The link checker: finds every link and embedded image of what the site publishes, checks each
 * address once per run (internal ones against the site's data, external ones over HTTP through the
 * guard), and keeps the result per occurrence for the console.
 */
export function linksService(deps: Deps, settings: LinkCheckSettings) {
  const repo = linksRepository(deps.db)
  const probeSettings: ProbeSettings = {
    allow: settings.allow,
    userAgent: settings.userAgent,
    timeoutMs: settings.timeoutMs,
    retryAfterMaxMs: settings.retryAfterMaxMs,
    maxBytes: LINK_CHECK_DEFAULTS.maxBytes,
    maxRedirects: LINK_CHECK_DEFAULTS.maxRedirects,
    // One limiter for the whole server: a full run and a recheck together still ask a host two at a time.
    limiter: hostLimiter(LINK_CHECK_DEFAULTS.perHost),
    resolve: settings.resolve,
  }
  // A person waits for a recheck's answer: a site asking for a long pause is reported as rate limited sooner.
  const recheckSettings: ProbeSettings = {
    ...probeSettings,
    retryAfterMaxMs: Math.min(settings.retryAfterMaxMs, RECHECK_RETRY_AFTER_MAX_MS),
  }

  async function outcomeOf(target: string, tree: MenuTree, probing: ProbeSettings): Promise<CheckOutcome> {
    const where = classifyTarget(target, settings.siteOrigin)
    if ('invalid' in where) return { status: 'broken', problem: 'invalid', http_status: null }
    if (where.internal) return checkInternal(where, repo, tree)
    const result = await probe(where.url, probing)
    return { status: result.status, problem: result.problem, http_status: result.httpStatus }
  }

  /** Checks each address once, `concurrency` at a time, and writes what was found to its occurrences. */
  async function checkTargets(targets: readonly string[], probing = probeSettings): Promise<void> {
    const tree = await deps.menu.tree()
    let next = 0
    const worker = async () => {
      while (next < targets.length) {
        const target = targets[next++]!
        // One address that cannot be checked must not stop the others' checks (nor the run's notices).
        try {
          await repo.record(target, await outcomeOf(target, tree, probing), new Date())
        } catch (error) {
          deps.log.warn({ err: error, target }, 'link not checked')
          await repo.record(target, CHECK_FAILED, new Date()).catch((e: unknown) => deps.log.warn({ err: e, target }, 'link not recorded'))
        }
      }
    }
    await Promise.all(Array.from({ length: Math.min(settings.concurrency, targets.length) }, worker))
  }

  async function save(items: readonly LinkItem[], seenAt: Date) {
    await repo.upsert(items.flatMap(rowsOf), seenAt)
  }

  /** Every published item's links, written as seen now. */
  async function collectAll(seenAt: Date) {
    for (let afterId = 0; ;) {
      const rows = await repo.articles({ afterId })
      await save(articleItems(rows), seenAt)
      if (rows.length < repo.articlePage) break
      afterId = rows.at(-1)!.id
    }
    for (const kind of ['menu', 'banner', 'quickLink', 'team', 'facility', 'faq', 'conference'] as const)
      await save(await itemsOf(kind, repo), seenAt)
    await save([siteItem(await deps.siteSettings.effective())], seenAt)
  }

  async function itemNow(kind: PublishedKind, id: number): Promise<LinkItem[]> {
    if (kind === 'article') return articleItems(await repo.articles({ id }))
    return itemsOf(kind, repo, id)
  }

  /** Whether this person may see (and act on) a link: administrators every one, others those of their sections. */
  const mayHandle = (user: StaffUser, sections: readonly number[]) =>
    everyone(user) || sections.some((section) => can(user, 'content.write', { section }))

  async function oneFor(user: StaffUser, id: number) {
    const row = await repo.get(id)
    if (!row || !mayHandle(user, row.section_ids)) throw notFound('links.notFound')
    return row
  }

  return {
    /** Checks everything the site publishes; answers how many addresses were checked. */
    async checkAll(): Promise<number> {
      const seenAt = new Date()
      await collectAll(seenAt)
      await repo.removeUnseen(seenAt)
      const targets = await repo.targets()
      await checkTargets(targets)
      if (deps.announce)
        for (const { section, zh, en, count } of await repo.brokenBySection()) await deps.announce(deps.db, { id: section, zh, en, count })
      deps.log.info({ addresses: targets.length }, 'links checked')
      return targets.length
    },

    /** Checks one item's links as it is now published (an archived or withdrawn item's links go). */
    async checkItem(kind: PublishedKind, id: number): Promise<void> {
      const items = await itemNow(kind, id)
      const seenAt = new Date()
      await save(items, seenAt)
      const itemId = items[0]?.id ?? id
      // A conference is published by its working copy's id but listed by its menu entry.
      if (items.length > 0 || kind !== 'conference') await repo.removeUnseen(seenAt, { kind, id: itemId })
      if (items.length > 0) await checkTargets(await repo.targets({ kind, id: itemId }))
    },

    async recheck(user: StaffUser, id: number, lang: Lang): Promise<LinkRow> {
      const row = await oneFor(user, id)
      await checkTargets([row.target], recheckSettings)
      return presentLink((await repo.get(id))!, lang)
    },

    async ignore(user: StaffUser, id: number, ignored: boolean, lang: Lang): Promise<LinkRow> {
      await oneFor(user, id)
      await repo.setIgnored(id, ignored)
      return presentLink((await repo.get(id))!, lang)
    },

    async list(user: StaffUser, body: LinkListBody, lang: Lang): Promise<LinkListRet> {
      const menuId = body.menuId === undefined ? undefined : Number(body.menuId)
      if (menuId !== undefined && !can(user, 'content.write', { section: menuId })) throw new AppError('noPermission')
      const { total, rows } = await repo.list({
        // The sections whose links this person may act on (mayHandle's rule), so nothing is listed that answers notFound.
        sections: everyone(user) ? null : user.sections.filter((section) => can(user, 'content.write', { section })),
        menuId,
        ignored: body.ignored ?? false,
        page: body.page ?? 1,
        pageSize: body.pageSize ?? 20,
      })
      const last = await repo.lastCheckedAt()
      return { total, list: rows.map((r) => presentLink(r, lang)), lastRunAt: last ? last.toISOString() : null }
    },
  }
}

export type LinksService = ReturnType<typeof linksService>

/**
 * The weekly check of everything (once across instances: the queue's schedule), a check of
 * everything asked for by an administrator, and one item's check after it is published.
 */
export function linkJobs(service: () => LinksService): JobDefinition[] {
  const item: JobDefinition<{ kind: PublishedKind; id: number }> = {
    name: CHECK_ITEM_JOB,
    maxAttempts: 3,
    leaseSeconds: 900,
    run: async (payload) => {
      await service().checkItem(payload.kind, payload.id)
    },
  }
  return [
    {
      name: CHECK_ALL_JOB,
      everySeconds: WEEK_SECONDS,
      // Not at a new site's first start, nor in every test that polls the queue: a week on, or when an administrator asks.
      firstAfterSeconds: WEEK_SECONDS,
      maxAttempts: 2,
      // A run over every external link takes a while: hosts are asked two at a time, each up to 10 s.
      leaseSeconds: 3 * 3600,
      retrySeconds: 3600,
      run: async () => {
        await service().checkAll()
      },
    },
    item,
  ]
}

/** Queues the check of an item just published; the key keeps one waiting per item. */
export function queueItemCheck(jobs: JobQueue, kind: PublishedKind, id: number, log: FastifyBaseLogger): void {
  jobs
    .enqueue(CHECK_ITEM_JOB, { kind, id }, { uniqueKey: `${CHECK_ITEM_JOB}:${kind}:${id}` })
    .catch((error: unknown) => log.warn({ err: error, kind, id }, 'link check not queued'))
}

/** Queues a check of everything now (an administrator's request); false when one already waits or runs. */
export const queueCheckAll = (jobs: JobQueue) => jobs.enqueue(CHECK_ALL_JOB, {}, { uniqueKey: CHECK_ALL_JOB })
