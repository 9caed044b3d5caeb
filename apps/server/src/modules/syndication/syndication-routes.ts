import { detailType, normaliseLang, sectionTemplates, type Lang } from '@ibr/contract'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { AppError, notFound as notFoundError } from '../../http/app-error.js'
import { message } from '../../i18n/messages.js'
import { loadQrCode } from '../../lib/load-qrcode.js'
import { loc } from '../../lib/localise.js'
import { memoAsync } from '../../lib/memo.js'
import type { MenuNode, MenuTree } from '../menu/index.js'
import { calendarFeeds, ICS_NAME, ICS_TYPE } from './calendar-feeds.js'
import { atomFeed, rssFeed, type FeedEntry } from './feed-xml.js'
import { publicOrigin } from './public-origin.js'
import { articleShare, SHARE_IMAGE_QUERY, SHARE_OPEN_SCRIPT, sharePage } from './share-page.js'
import { shareUrl } from './share-url.js'
import { sitemapXml, type SitemapEntry } from './sitemap-xml.js'
import type { ShareContext } from './structured-data.js'
import { teamShare } from './team-share.js'
import { xmlText } from './xml-text.js'

/** Items a feed carries: a reader polls it, so it holds the latest, not the archive. */
const FEED_ITEMS = 20
/** Items per sitemap file: two addresses each, within the protocol's 50,000 per file. */
const SITEMAP_PAGE = 25_000
const FEED_NAME = /^([A-Za-z0-9]{1,80})\.(zh|en)\.(rss|atom)$/
const FEED_TYPES = { rss: 'application/rss+xml; charset=utf-8', atom: 'application/atom+xml; charset=utf-8' } as const
const LANGS: readonly Lang[] = ['zh', 'en']
/** The team section's lists whose items are teams, with pages at /teamDetail/…. */
const TEAM_LISTS = ['team', 'consociation']

interface Page {
  type: string
  body: string
}

/**
 * What the site offers to the outside: feeds of each news kind and of research progress,
 * a share page per item that crawlers and chat apps read without scripts, the sitemap and robots.txt.
 * Each answer is built from published content only and kept until published content changes.
 */
export async function syndicationRoutes(app: FastifyInstance) {
  const { config } = app.deps
  const { menu, articles, research, calendar, conferences } = app.services
  const pages = memoAsync<Page>(config.cacheTtlSeconds, 500)
  app.publicCache.onClear(() => pages.clear())
  const templates = sectionTemplates(config.site.product)
  const calendars = calendarFeeds({ events: calendar, conferences, menu }, config.timeZone)
  const siteName = (lang: Lang) => message('share.siteName')[lang]

  const send = (reply: FastifyReply, page: Page, maxAge: number) =>
    reply.type(page.type).header('cache-control', `public, max-age=${maxAge}`).send(page.body)
  const notFound = (reply: FastifyReply, lang: Lang) =>
    reply
      .code(404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(
        `<!doctype html><html lang="${lang === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8"><title>${xmlText(siteName(lang))}</title></head><body><p>${xmlText(message('share.notFound')[lang])}</p><p><a href="/">${xmlText(siteName(lang))}</a></p></body></html>`,
      )

  /** The team section's list of a team's kind, whose detail type is the team's share type. */
  const teamList = (tree: MenuTree, kind: string) =>
    tree.roots.find((n) => n.row.list_template === templates.team)?.children.find((n) => n.row.list_template === kind)
  const isTeamList = (node: MenuNode) => node.parent?.row.list_template === templates.team && TEAM_LISTS.includes(node.row.list_template)

  const shareImage = (origin: string, picture: string | null) => (picture ? `${origin}${picture}?${SHARE_IMAGE_QUERY}` : null)

  /**
   * What the share page of item `id` listed at `node` shows, its picture and where a person goes on;
   * null when it is not public.
   */
  const shareOf = async (node: MenuNode, id: number, base: Omit<ShareContext, 'image'>) => {
    const type = node.detailType
    if (isTeamList(node)) {
      const team = await research.team(id, base.lang)
      if (!team || team.kind !== node.row.list_template) return null
      const ctx = { ...base, image: shareImage(base.origin, team.photo) }
      const texts = {
        interests: message('share.interests')[ctx.lang],
        members: message('share.members')[ctx.lang],
        papers: message('share.papers')[ctx.lang],
      }
      const paperType = detailType(templates.research, 'paper')
      return {
        ctx,
        content: teamShare(team, ctx, texts, (paper) => shareUrl(ctx.origin, paperType, paper, ctx.lang)),
        appPath: `/#/teamDetail/${encodeURIComponent(type)}/${id}/${encodeURIComponent(team.name)}`,
      }
    }
    const { article } = await articles.detail(id, node.row.id, base.lang)
    const ctx = { ...base, image: shareImage(base.origin, article.picture) }
    return {
      ctx,
      content: articleShare(article, ctx),
      appPath: `/#/detail/${encodeURIComponent(type)}/${id}`,
    }
  }

  /** A news kind's or research progress's entry: the sections with feeds. */
  const feedSection = (node: MenuNode | undefined) =>
    node?.parent && [templates.news, templates.research].some((t) => t === node.parent?.row.list_template) ? node : undefined

  app.get<{ Params: { file: string } }>('/feed/:file', async (request, reply) => {
    const ics = ICS_NAME.exec(request.params.file)
    if (ics) {
      const origin = publicOrigin(config.staff.publicUrl, request)
      let page: Page
      try {
        page = await pages.get(`${request.params.file}\n${origin}`, async () => {
          const body = await calendars(ics, origin)
          // Not kept: names of nothing must not push real pages out of the cache.
          if (body === undefined) throw notFoundError('share.notFound')
          return { type: ICS_TYPE, body }
        })
      } catch (error) {
        if (error instanceof AppError && error.code === 'notFound') return notFound(reply, normaliseLang(ics[4]))
        throw error
      }
      return send(reply, page, 300)
    }
    const match = FEED_NAME.exec(request.params.file)
    const lang = normaliseLang(match?.[2])
    const section = match ? feedSection((await menu.tree()).byType(match[1]!)) : undefined
    if (!match || !section) return notFound(reply, lang)
    const [, type, , format] = match as unknown as [string, string, Lang, 'rss' | 'atom']
    const origin = publicOrigin(config.staff.publicUrl, request)
    const page = await pages.get(`${request.params.file}\n${origin}`, async () => {
      const items = await articles.feedItems(section.row.id, FEED_ITEMS, lang)
      const sectionName = loc(section.row, 'name', lang)
      const entries: FeedEntry[] = items.map((item) => ({
        id: shareUrl(origin, type, item.id, lang),
        title: item.title,
        link: shareUrl(origin, type, item.id, lang),
        summary: item.subTitle,
        published: item.publishedAt,
        updated: item.updatedAt,
        image: item.picture ? `${origin}${item.picture}?${SHARE_IMAGE_QUERY}` : null,
      }))
      const channel = {
        title: `${sectionName} · ${siteName(lang)}`,
        description: message('feed.description', { section: sectionName, site: siteName(lang) })[lang],
        link: `${origin}/#${section.path}`,
        self: `${origin}/feed/${request.params.file}`,
        lang,
        updated: new Date(Math.max(0, ...items.map((i) => i.updatedAt.getTime())) || Date.now()),
      }
      return { type: FEED_TYPES[format], body: format === 'rss' ? rssFeed(channel, entries) : atomFeed(channel, entries) }
    })
    return send(reply, page, 300)
  })

  app.get('/s/open.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(SHARE_OPEN_SCRIPT),
  )

  app.get<{ Params: { type: string; id: string }; Querystring: { lang?: string } }>('/s/:type/:id', async (request, reply) => {
    const lang = normaliseLang(request.query.lang)
    const { type } = request.params
    const id = /^[1-9][0-9]{0,9}$/.test(request.params.id) ? Number(request.params.id) : NaN
    const node = (await menu.tree()).byType(type)
    if (!node || !Number.isSafeInteger(id) || id > 2147483647) return notFound(reply, lang)
    const origin = publicOrigin(config.staff.publicUrl, request)
    let page: Page
    try {
      page = await pages.get(`share\n${type}\n${id}\n${lang}\n${origin}`, async () => {
        const urls = Object.fromEntries(LANGS.map((l) => [l, shareUrl(origin, type, id, l)])) as Record<Lang, string>
        const shown = await shareOf(node, id, { lang, timeZone: config.timeZone, url: urls[lang], siteName: siteName(lang), origin })
        if (!shown) throw notFoundError('share.notFound')
        const body = sharePage({
          ...shown.ctx,
          content: shown.content,
          alternates: urls,
          appPath: shown.appPath,
          texts: { open: message('share.open')[lang], untranslated: message('share.untranslated')[lang] },
        })
        return { type: 'text/html; charset=utf-8', body }
      })
    } catch (error) {
      if (error instanceof AppError && error.code === 'notFound') return notFound(reply, lang)
      throw error
    }
    return send(reply, page, 60)
  })

  // The share address as a QR code, for the messaging app (scanned from the screen, shared from the phone).
  app.get<{ Params: { type: string; id: string }; Querystring: { lang?: string } }>('/s/:type/:id/qr.svg', async (request, reply) => {
    const lang = normaliseLang(request.query.lang)
    const { type, id } = request.params
    if (!/^[1-9][0-9]{0,9}$/.test(id) || !(await menu.tree()).byType(type)) return notFound(reply, lang)
    const svg = await (
      await loadQrCode()
    ).toString(shareUrl(publicOrigin(config.staff.publicUrl, request), type, Number(id), lang), {
      type: 'svg',
      margin: 2,
      errorCorrectionLevel: 'M',
    })
    return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=86400').send(svg)
  })

  const sitemapEntry = (origin: string, type: string, id: number, updatedAt: Date | string): SitemapEntry => ({
    urls: Object.fromEntries(LANGS.map((l) => [l, shareUrl(origin, type, id, l)])) as Record<Lang, string>,
    lastmod: new Date(updatedAt),
  })

  /**
   * The sitemap's entries of one file (from 0): the articles, each under its first section's detail
   * type, then the teams under their list's. `articleCount` places the teams after the articles.
   */
  const sitemapPage = async (origin: string, index: number, articleCount: number): Promise<SitemapEntry[]> => {
    const from = index * SITEMAP_PAGE
    const [tree, rows, teams] = await Promise.all([
      menu.tree(),
      from < articleCount ? articles.sitemapEntries(from, SITEMAP_PAGE) : [],
      research.sitemapTeams(),
    ])
    const fromArticles = rows.flatMap((row) => {
      const node = row.menu_id === null ? undefined : tree.get(row.menu_id)
      return node ? [sitemapEntry(origin, node.detailType, row.id, row.updated_at)] : []
    })
    const fromTeams = teams.slice(Math.max(0, from - articleCount), Math.max(0, from + SITEMAP_PAGE - articleCount)).flatMap((team) => {
      const node = teamList(tree, team.kind)
      return node ? [sitemapEntry(origin, node.detailType, team.id, team.updated_at)] : []
    })
    return [...fromArticles, ...fromTeams]
  }

  const XML = 'application/xml; charset=utf-8'
  app.get('/sitemap.xml', async (request, reply) => {
    const origin = publicOrigin(config.staff.publicUrl, request)
    const page = await pages.get(`sitemap\n${origin}`, async () => {
      const [articleCount, teams] = await Promise.all([articles.sitemapCount(), research.sitemapTeams()])
      const total = articleCount + teams.length
      if (total <= SITEMAP_PAGE) return { type: XML, body: sitemapXml(await sitemapPage(origin, 0, articleCount)) }
      // A large site: an index of files of SITEMAP_PAGE items each.
      const files = Array.from(
        { length: Math.ceil(total / SITEMAP_PAGE) },
        (_, i) => `  <sitemap><loc>${origin}/sitemap-${i + 1}.xml</loc></sitemap>`,
      )
      return {
        type: XML,
        body: `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.join('\n')}\n</sitemapindex>\n`,
      }
    })
    return send(reply, page, 3600)
  })

  app.get<{ Params: { n: string } }>('/sitemap-:n.xml', async (request, reply) => {
    const n = /^[1-9][0-9]{0,4}$/.test(request.params.n) ? Number(request.params.n) : 0
    const origin = publicOrigin(config.staff.publicUrl, request)
    if (n === 0) return notFound(reply, 'zh')
    const page = await pages.get(`sitemap-${n}\n${origin}`, async () => ({
      type: XML,
      body: sitemapXml(await sitemapPage(origin, n - 1, await articles.sitemapCount())),
    }))
    return send(reply, page, 3600)
  })

  app.get('/robots.txt', async (request, reply) => {
    const origin = publicOrigin(config.staff.publicUrl, request)
    // The console and the API are not pages to index; everything else is.
    const body = `User-agent: *\nDisallow: /console/\nDisallow: /api/\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body)
  })
}
