import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SITE_SETTINGS_DEFAULTS } from '@ibr/contract'
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
    ['names a file beside it that is not there', 'new URL("./logo.svg", import.meta.url)', []],
  ])('leaves the entry a file, allowed as one, when it %s', async (_case, entry, chunks) => {
    const index = await page(entry, chunks)
    expect(index.html).toContain(ENTRY_TAG)
    expect(index.securityPolicy).toMatch(/script-src 'self'$/)
  })

  it('leaves the tag alone when the entry file is missing', async () => {
    const index = await page(null)
    expect(index.html).toContain(ENTRY_TAG)
    expect(index.securityPolicy).not.toContain('sha256')
  })
})
