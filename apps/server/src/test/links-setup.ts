/**
 * The link checker's world for modules/links tests: a fake site on loopback (which LINK_CHECK_ALLOW lists),
 * two sections with an editor each, published items whose links are good, broken, private or flaky,
 * and a checker that records the notices it raises, after one check of everything.
 */
import type { LookupAddress } from 'node:dns'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { ROLE } from '@ibr/contract/staff'
import { sanitize } from '../lib/sanitize.js'
import { linkCheckSettings, linksService, type LinksService } from '../modules/links/index.js'
import { insertArticle } from './article-factory.js'
import { addSection } from './editorial-factory.js'
import { staffSession, type StaffClient } from './staff-factory.js'
import { createTestApp, type TestApp } from './test-app.js'

/** No test asks a DNS server: every name is unknown, and the fake site is reached by its address. */
export const offline = ((host: string, _options: unknown, callback: (e: NodeJS.ErrnoException | null, a: LookupAddress[]) => void) =>
  callback(Object.assign(new Error(`no DNS in tests: ${host}`), { code: 'ENOTFOUND' }), [])) as never

export interface LinksWorld {
  t: TestApp
  base: string
  admin: StaffClient
  editorA: StaffClient
  editorB: StaffClient
  sectionA: number
  sectionB: number
  itemA: number
  itemB: number
  deletedId: number
  checker: LinksService
  announced: { id: number; count: number }[]
  /** Whether the fake site's flaky page answers yet. */
  site: { healthy: boolean }
  close: () => Promise<void>
}

export async function linksWorld(): Promise<LinksWorld> {
  const site = { healthy: false }
  const server = http.createServer((req, res) => {
    if (req.url === '/ok') return res.writeHead(200).end()
    if (req.url === '/flaky') return res.writeHead(site.healthy ? 200 : 503).end()
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const t = await createTestApp({ LINK_CHECK_ALLOW: '127.0.0.1' })
  const sectionA = await addSection(t)
  const sectionB = await addSection(t)
  const admin = await staffSession(t, { roles: [ROLE.admin] })
  const editorA = await staffSession(t, { roles: [ROLE.editor], sections: [sectionA] })
  const editorB = await staffSession(t, { roles: [ROLE.editor], sections: [sectionB] })
  const deleted = await insertArticle(t, { menuId: sectionA })
  const deletedId = deleted.id
  await t.deps.db.deleteFrom('article_menu').where('article_id', '=', deletedId).execute()
  await t.deps.db.deleteFrom('article').where('id', '=', deletedId).execute()
  const itemA = (
    await insertArticle(t, {
      menuId: sectionA,
      values: {
        body_zh: sanitize(
          `<p><a href="${base}/ok">好的</a> <a href="${base}/missing">失效页面</a> <a href="/#/detail/ibrNewsnews/${deletedId}">旧新闻</a>` +
            ` <a href="${base}/flaky">Flaky</a> <a href="mailto:office@example.org">mail</a></p>`,
        ),
        body_en: sanitize(`<p><a href="http://10.1.2.3/intranet">Intranet</a></p>`),
      },
    })
  ).id
  const itemB = (
    await insertArticle(t, {
      menuId: sectionB,
      values: { out_link: `${base}/gone-too`, body_en: sanitize(`<p><a href="#/home">Home</a></p>`) },
    })
  ).id
  const announced: LinksWorld['announced'] = []
  const settings = { ...linkCheckSettings(t.deps.config, 'http://localhost'), timeoutMs: 2000, resolve: offline }
  const checker = linksService(
    {
      db: t.deps.db,
      menu: t.app.services.menu,
      siteSettings: t.app.services.siteSettings,
      log: t.app.log,
      announce: async (_db, section) => void announced.push({ id: section.id, count: section.count }),
    },
    settings,
  )
  await checker.checkAll()
  const close = async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
    await t.close()
  }
  return { t, base, admin, editorA, editorB, sectionA, sectionB, itemA, itemB, deletedId, checker, announced, site, close }
}
