/**
 * The public site's first load stays within its budget (docs/benchmarks.md): a phone on a slow line
 * pays for every kilobyte before the home page works. Sizes of the built files, not timings, so this
 * is a test; the benchmark (`npm run bench:web`) reports the same figures with the page's timings.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { BUNDLE_BUDGETS, KB, measureBundle } from '../bench/web-bundle.js'
import { ensureBuilds, WEB_DIST } from './support/server.js'

describe('the public first load', () => {
  test('is within its JavaScript and CSS budgets', () => {
    ensureBuilds()
    const report = measureBundle(WEB_DIST)
    expect(report.totals.jsGzip / KB).toBeLessThanOrEqual(BUNDLE_BUDGETS.initialJsGzipKb)
    expect(report.totals.cssGzip / KB).toBeLessThanOrEqual(BUNDLE_BUDGETS.initialCssGzipKb)
  })

  test('carries no schema library: the contract gives the site its constants, not its validators', () => {
    const report = measureBundle(WEB_DIST)
    // TypeBox's builders mark every schema with this key; the site validates with the contract's rules.
    const withSchemas = report.initialJs.filter((a) => readFileSync(join(WEB_DIST, a.file), 'utf8').includes('~kind'))
    expect(withSchemas.map((a) => a.file)).toEqual([])
  })
})
