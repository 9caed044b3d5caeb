import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SITE_SETTINGS_DEFAULTS, type ImageItem } from '@ibr/contract'
import { afterEach, describe, expect, it } from 'vitest'
import { siteIndex } from './site-index.js'

const ENTRY_TAG = '<script type="module" crossorigin src="/assets/index-abc.js"></script>'
const INDEX = `<!doctype html><html><head><script type="application/json" id="site-settings">{}</script>${ENTRY_TAG}</head><body><div id="root"></div></body></html>`
const settings = { ...SITE_SETTINGS_DEFAULTS, product: 'ibr' }

let dist: string | undefined
afterEach(async () => {
  if (dist) await rm(dist, { recursive: true, force: true })
})

/** The page served for a build whose entry has this text, beside these other chunks. */
async function page(entry: string | null, chunks: string[] = []) {
  dist = await mkdtemp(join(tmpdir(), 'ibr-index-'))
  await mkdir(join(dist, 'assets'))
  await writeFile(join(dist, 'index.html'), INDEX)
  if (entry !== null) await writeFile(join(dist, 'assets', 'index-abc.js'), entry)
  for (const chunk of chunks) await writeFile(join(dist, 'assets', chunk), 'export {}')
  return siteIndex(join(dist, 'index.html'))(settings, null)
}

describe('the entry script in the page', () => {
  it('writes the entry in, its chunks named from the assets folder, and allows that text by its hash alone', async () => {
    const index = await page('import(\'./react-x.js\').then(()=>import("./main-y.js"))', ['react-x.js', 'main-y.js'])
    expect(index.html).toContain(`<script type="module">import('/assets/react-x.js').then(()=>import("/assets/main-y.js"))</script>`)
    expect(index.html).not.toContain(ENTRY_TAG)
    expect(index.securityPolicy).toMatch(/script-src 'self' 'sha256-[\w+/]+=*'$/)
  })

  it('names any file beside the entry from the assets folder, so it resolves the same from the page', async () => {
    const index = await page('new URL("./logo-z.svg", import.meta.url)', ['logo-z.svg'])
    expect(index.html).toContain('<script type="module">new URL("/assets/logo-z.svg", import.meta.url)</script>')
  })

  it.each([
    ['is large', `/*${'x'.repeat(9 * 1024)}*/`, []],
    ['names a chunk that is not there', 'import(`./gone.js`)', []],
    ['holds text that would end the element', 'console.log("</script>")', []],
    ['holds text the page is written into after it', 'console.log("</head>")', []],
    ['holds a carriage return, which a browser drops before hashing', 'let a = 1\r\nlet b = 2', []],
    ['names a file beside it that is not there', 'new URL("./logo.svg", import.meta.url)', []],
  ])('leaves the entry a file, allowed as one, when it %s', async (_case, entry, chunks) => {
    const index = await page(entry, chunks)
    expect(index.html).toContain(ENTRY_TAG)
    expect(index.securityPolicy).toMatch(/script-src 'self'$/)
  })

  it('writes a banner title with replacement patterns as it is', async () => {
    const index = await page('console.log(1)')
    const banner: ImageItem = { id: 1, url: '/file/image/b1', width: 1920, height: 640, title: 'a $` b $& c', link: null }
    const html = siteIndex(join(dist!, 'index.html'))(settings, { zh: [banner], en: [banner] }).html
    expect(html).toContain('a $` b $& c')
    expect(html.match(/<script type="module">/g)).toHaveLength(1)
    expect(html.match(/<!doctype html>/g)).toHaveLength(1)
    expect(index.html).toContain('<script type="module">console.log(1)</script>')
  })

  it('gives an entry left a file a low priority when the banner is in the page', async () => {
    await page('console.log("</script>")')
    const banner: ImageItem = { id: 1, url: '/file/image/b1', width: 1920, height: 640, title: 't', link: null }
    const html = siteIndex(join(dist!, 'index.html'))(settings, { zh: [banner], en: [banner] }).html
    expect(html).toContain('<img class="boot-banner" src="/file/image/b1?w=')
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js"></script>')
  })

  it('leaves the tag alone when the entry file is missing', async () => {
    const index = await page(null)
    expect(index.html).toContain(ENTRY_TAG)
    expect(index.securityPolicy).not.toContain('sha256')
  })
})
