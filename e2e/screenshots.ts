/**
 * Full-page screenshots of pages of the built site, in zh and en at 1280 and 375 px, for looking at:
 *
 *   node --import tsx e2e/screenshots.ts                      # /#/home
 *   node --import tsx e2e/screenshots.ts /#/home '/#/ibrNews/news'
 *
 * Starts the built server as the e2e tests do (fresh temporary database, or DATABASE_URL), writes
 * e2e/artifacts/screenshots/<page>-<lang>-<width>.png, prints the files and any error seen on a page.
 */
import { relative } from 'node:path'
import { LANGS, WIDTHS, launchBrowser, openPage, screenshot, scrollThrough } from './support/page-tools.js'
import { ROOT, killSiteServers, startSiteServer, type SiteServer } from './support/server.js'

/** '/#/home' → 'home'; '/#/news/detail?id=3' → 'news-detail-id-3'. */
const slug = (path: string) =>
  path
    .replace(/^\/?#?\/?/, '')
    .replace(/[^\w]+/g, '-')
    .replace(/^-|-$/g, '') || 'root'

async function main() {
  const paths = process.argv.slice(2).map((p) => (p.startsWith('/') ? p : `/${p}`))
  if (paths.length === 0) paths.push('/#/home')
  const started = performance.now()
  let server: SiteServer | undefined
  const browser = await launchBrowser()
  try {
    server = await startSiteServer({ logName: 'screenshots-server.log' })
    console.log(`site server on ${server.baseUrl} (log ${relative(ROOT, server.logFile)})`)
    let problems = 0
    for (const path of paths) {
      for (const lang of LANGS) {
        for (const width of WIDTHS) {
          const { page, errors, close } = await openPage(browser, server.baseUrl, { lang, width, path })
          try {
            await scrollThrough(page)
            const file = await screenshot(page, `${slug(path)}-${lang}-${width}`)
            console.log(`${relative(ROOT, file)}  (${page.url().replace(server.baseUrl, '')})`)
            for (const error of errors) console.log(`    ! ${error}`)
            problems += errors.length
          } finally {
            await close()
          }
        }
      }
    }
    console.log(
      `${paths.length * LANGS.length * WIDTHS.length} screenshots in ${((performance.now() - started) / 1000).toFixed(1)} s${problems ? `, ${problems} errors on the pages (above)` : ''}`,
    )
  } finally {
    await browser.close()
    await server?.stop()
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    killSiteServers()
    process.exit(130)
  })
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
