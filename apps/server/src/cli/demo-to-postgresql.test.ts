// PostgreSQL pass: restores into PostgreSQL owned by a role of its own and starts the built server on it as that role.
/**
 * docs/deploy.md section 11 as written: a site on the embedded database with an item and a file,
 * `npm run backup -- --out demo.tar` in its folder, a PostgreSQL database made as section 3 (its owner
 * a role that is no superuser), `npm run restore -- demo.tar --unsigned` with DATABASE_URL set, as that
 * role and as postgres, then the server started on it as that role serving the item and the file.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { API } from '@ibr/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrate, openDatabase } from '../db/database.js'
import { sanitize } from '../lib/sanitize.js'
import { saveFile } from '../modules/file/index.js'
import { DirectoryFileStore } from '../storage/directory-file-store.js'
import { emptyTarget, PG_ADMIN, RESTORING_ROLE, type Target } from '../test/restore-targets.js'
import { runCli } from '../test/cli-process.js'
import { startServerProcess } from '../test/server-process.js'
import { withDatabase } from '../test/template.js'
import { pngBytes } from '../test/upload-fixtures.js'

const run = (script: 'backup' | 'restore', env: Record<string, string>, args: string[]) => runCli(script, args, env)

const TITLE = `Demo item ${process.pid}`
let work: string
let archive: string
let png: Buffer
let item: number
let file: string
const targets: Target[] = []

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'ibr-demo-move-'))
  const demo = join(work, 'demo')
  const database = await openDatabase({ dataDir: demo })
  try {
    await migrate(database.db)
    const row = await database.db
      .insertInto('article')
      .values({
        kind: 'news',
        title_zh: TITLE,
        title_en: TITLE,
        body_zh: sanitize('<p>正文</p>'),
        publish_at: new Date(Date.now() - 60_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    item = row.id
    png = await pngBytes(41, 19)
    file = (await saveFile(database.db, new DirectoryFileStore(join(demo, 'files')), png, { name: 'demo.png', visibility: 'public' })).id
  } finally {
    await database.close()
  }
  archive = join(work, 'demo.tar')
  const backup = await run('backup', { DATA_DIR: demo }, ['--out', archive])
  expect(backup.status, backup.stderr).toBe(0)
  // The demo has no BACKUP_KEY: the archive is unsigned, so section 11 restores it with --unsigned.
  expect(backup.stderr).toMatch(/^warning: the archive is UNSIGNED/)
}, 300_000)

afterAll(async () => {
  for (const target of targets) await target.close()
  if (work) await rm(work, { recursive: true, force: true })
})

describe('the demo moved to PostgreSQL (docs/deploy.md section 11)', { timeout: 300_000 }, () => {
  it.each([
    ['as the database owner', false],
    ['as postgres', true],
  ])('restores %s, and the server started as the owner serves the item and the file', async (_how, superuser) => {
    // Section 3: createuser ibr; createdb --owner ibr ibr.
    const target = await emptyTarget('postgresql')
    targets.push(target)
    const asOwner = target.databaseUrl
    const restoreUrl = superuser ? withDatabase(PG_ADMIN, new URL(asOwner).pathname.slice(1)) : asOwner
    const restore = await run('restore', { DATA_DIR: target.dataDir, DATABASE_URL: restoreUrl }, [archive, '--unsigned'])
    expect(restore.status, restore.stderr).toBe(0)
    expect(restore.stdout).toContain('restored ')
    if (superuser)
      expect(restore.stdout).toContain(`restoring as ${RESTORING_ROLE}, the database's owner (connected as postgres, a superuser)`)
    else expect(restore.stdout).not.toContain('restoring as')

    const server = await startServerProcess({ DATA_DIR: target.dataDir, DATABASE_URL: asOwner, SEED_DEMO: 'false' }, 120_000)
    try {
      const detail = await fetch(`${server.base}${API.articleDetail}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: item, lang: 'en' }),
      })
      expect(detail.status).toBe(200)
      expect(((await detail.json()) as { retMap: { article: { title: string } } }).retMap.article.title).toBe(TITLE)
      const download = await fetch(`${server.base}${API.fileDownload}${file}`)
      expect(download.status).toBe(200)
      expect(Buffer.from(await download.arrayBuffer()).equals(png)).toBe(true)
    } finally {
      await server.stop()
    }
  })
})
