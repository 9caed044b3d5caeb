/** The web benchmark's visits: the unmeasured warm-up, a Lighthouse run retried, the news list's address. */
import { launchBrowser } from '../e2e/support/page-tools.js'
import { api } from '../e2e/support/server.js'
import { runLighthouse, type LighthouseFigures } from './web-lighthouse.js'

/** One unmeasured visit of each page as Lighthouse's phone sees them: resized copies made, caches filled. */
export async function warmUp(pages: string[]) {
  const browser = await launchBrowser()
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    })
    const page = await context.newPage()
    for (const url of pages) {
      await page.goto(url, { waitUntil: 'networkidle' })
      await page.waitForTimeout(500)
    }
    await context.close()
  } finally {
    await browser.close()
  }
}

/**
 * A Lighthouse run, tried up to three times: now and then Chromium's trace misses the navigation
 * (NO_NAVSTART, NO_FCP) on a busy machine. Such a run measured nothing, so retrying loses no figure.
 */
export async function measure(url: string): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url)
    } catch (error) {
      if (attempt === 3) throw error
      console.log(`    ! attempt ${attempt} failed, trying again: ${error instanceof Error ? error.message : error}`)
    }
  }
}

interface MenuEntry {
  path: string
  listTemplate: string
  children: MenuEntry[]
}

/** The site path of the general news list (its menu entry's template is 'news'), from the menu the site reads. */
export async function newsListPath(baseUrl: string): Promise<string> {
  const { menuList } = await api<{ menuList: MenuEntry[] }>(baseUrl, '/api/menu/list', { lang: 'zh' })
  const find = (list: MenuEntry[]): MenuEntry | undefined =>
    list.map((m) => (m.listTemplate === 'news' ? m : find(m.children))).find(Boolean)
  const entry = find(menuList)
  if (!entry) throw new Error('/api/menu/list has no entry of the news template: did the demo seed run?')
  return entry.path
}
