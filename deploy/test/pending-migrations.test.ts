/**
 * What deploy:upgrade reads of a release's build before it touches anything: its contract migrations
 * past the database's level, in the order they run whatever the order the build lists them in, and a
 * clear refusal for a build from before deploy:upgrade (it lists no migrations).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { pendingContracts } from '../tools/pending-migrations.js'

const work = mkdtempSync(join(tmpdir(), 'ibr-pending-migrations-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** A release folder whose build's migrations/index.js holds `source`. */
function release(name: string, source: string): string {
  const folder = join(work, name)
  mkdirSync(join(folder, 'apps/server/dist/db/migrations'), { recursive: true })
  writeFileSync(join(folder, 'apps/server/dist/db/migrations/index.js'), source)
  return folder
}

describe('pendingContracts', () => {
  it("takes the migrations after the database's by number, not by their place in the list", async () => {
    const folder = release(
      'listed-out-of-order',
      `const retire = (what) => ({ up() {}, down() {}, contract: { retires: [what], why: 'moved' } })
       export const MIGRATIONS = {
         '0001-initial': { up() {}, down() {} },
         '0004-drop-summary': retire('article.summary'),
         '0002-drop-title': retire('article.title'),
         '0003-add-room': { up() {}, down() {} },
       }`,
    )
    expect(await pendingContracts(folder, '0002-drop-title')).toEqual([
      { name: '0004-drop-summary', retires: ['article.summary'], why: 'moved' },
    ])
    expect((await pendingContracts(folder, '0001-initial')).map((c) => c.name)).toEqual(['0002-drop-title', '0004-drop-summary'])
    expect(await pendingContracts(folder, '0004-drop-summary')).toEqual([])
  })

  it('refuses a build from before deploy:upgrade, saying how to go back to it', async () => {
    const folder = release('before-upgrade', `export const migrationProvider = { getMigrations: async () => ({}) }`)
    await expect(pendingContracts(folder, '0032-deleted-file-keep')).rejects.toThrow(
      /is a release from before deploy:upgrade .* stop every instance \(systemctl stop 'ibr@\*'\), undo the newer migrations .*npm run migrate -- down --to/,
    )
  })

  it('refuses a release that is not built', async () => {
    await expect(pendingContracts(join(work, 'nothing'), '0001-initial')).rejects.toThrow(/is not built .*run npm run build there first/)
  })
})
