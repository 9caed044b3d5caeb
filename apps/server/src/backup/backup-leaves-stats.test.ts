// PostgreSQL pass: pg_dump's leaving out of the unkept tables' data.
/**
 * A backup holds no day's salt and no reader's mark: a hit counted, then backed up, and the
 * archive's database part (the rows as JSON lines, or PostgreSQL's dump) read back: the counts are
 * in it, the salt and the marks are not, and the manifest counts those tables empty.
 */
import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { pipeline } from 'node:stream/promises'
import { API } from '@ibr/contract'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/test-app.js'
import { backupOf } from './archive-fixtures.js'
import { PART } from './manifest.js'
import { pgRestoreDataScript } from './pg-programs.js'
import { eachPart } from './read-archive.js'
import { restoreBackup } from './restore-backup.js'
import { rowCounts } from './row-dump.js'
import { emptyTarget } from '../test/restore-targets.js'

let t: TestApp
let work: string
beforeAll(async () => {
  t = await createTestApp()
  work = await mkdtemp(join(tmpdir(), 'ibr-backup-stats-'))
})
afterAll(async () => {
  await t?.close()
  if (work) await rm(work, { recursive: true, force: true })
})

/** The tables whose rows the database part holds, and its every line. */
async function databasePart(archive: string): Promise<{ tables: Set<string>; lines: string[] }> {
  const tables = new Set<string>()
  const lines: string[] = []
  let dump: string | undefined
  await eachPart(archive, async (name, _size, stream) => {
    if (name === PART.rows) {
      let table = ''
      for await (const line of createInterface({ input: stream, crlfDelay: Infinity })) {
        lines.push(line)
        if (line.startsWith('{"table":')) table = (JSON.parse(line) as { table: string }).table
        else if (line.startsWith('{') && !line.startsWith('{"sequences":')) tables.add(table)
      }
    } else if (name === PART.pgDump) {
      dump = join(work, 'database.pgdump')
      await pipeline(stream, createWriteStream(dump))
    } else stream.resume()
  })
  if (dump) {
    const script = pgRestoreDataScript(dump)
    let table = ''
    for await (const line of script.lines as AsyncIterable<string>) {
      lines.push(line)
      const copy = /^COPY public\.(\w+) /.exec(line)
      if (copy) table = copy[1]!
      else if (line === '\\.') table = ''
      else if (table) tables.add(table)
    }
    await script.done
  }
  return { tables, lines }
}

describe('a backup after a reader was counted', () => {
  it("holds the day's counts but not its salt nor the readers' marks", async () => {
    const res = await t.inject({
      method: 'POST',
      url: API.statsHit,
      remoteAddress: '203.0.113.140',
      headers: { 'content-type': 'application/json', 'user-agent': 'BackupProbe/1.0' },
      payload: JSON.stringify({ page: '/home', screen: 'desktop', lang: 'en' }),
    })
    expect(res.statusCode).toBe(200)
    await t.app.services.stats.flush()
    const salt = (await sql<{ salt: string }>`select salt from stats_salt`.execute(t.deps.db)).rows[0]!.salt
    const marks = (await sql<{ hash: string }>`select hash from stats_visitor`.execute(t.deps.db)).rows.map((r) => r.hash)
    expect(marks.length).toBeGreaterThan(0)

    const archive = join(work, 'site.tar')
    const manifest = await backupOf(t.deps, archive)
    expect(manifest.database.rows).toMatchObject({ stats_salt: 0, stats_visitor: 0 })
    expect(manifest.database.rows.stats_daily).toBeGreaterThan(0)

    const part = await databasePart(archive)
    expect(part.tables.has('stats_daily')).toBe(true)
    expect(part.tables.has('stats_salt')).toBe(false)
    expect(part.tables.has('stats_visitor')).toBe(false)
    for (const secret of [salt, ...marks]) expect(part.lines.filter((line) => line.includes(secret))).toEqual([])

    // It restores, those tables empty: into PostgreSQL, which runs beside the tests on either pass.
    const target = await emptyTarget('postgresql')
    try {
      await restoreBackup(target, archive, manifest)
      expect(await rowCounts(target.db)).toEqual(manifest.database.rows)
    } finally {
      await target.close()
    }
  }, 300_000)
})
