/** A restore run by root refuses a DATA_DIR that belongs to the site's user, naming that user. */
import { chown, mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rootInOthersDataDir } from './data-dir-owner.js'

/** Debian's `nobody`, there on every machine the suite runs on. */
const NOBODY = 65534
let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ibr-data-owner-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe.runIf(process.getuid?.() === 0)('a restore run by root', () => {
  it("refuses a DATA_DIR of another user's, naming the user to run it as", async () => {
    const site = join(dir, 'site')
    await mkdir(site)
    await chown(site, NOBODY, NOBODY)
    expect(await rootInOthersDataDir(site, 0)).toBe(
      `you are root and DATA_DIR (${site}) belongs to nobody: what the restore writes there would be root's, ` +
        'and the site, running as nobody, could not add files beside it. Run it as nobody (sudo -u nobody npm run restore -- FILE)',
    )
    // That user itself may, and root may write into its own folder or one not made yet.
    expect(await rootInOthersDataDir(site, NOBODY)).toBeUndefined()
    expect(await rootInOthersDataDir(dir, 0)).toBeUndefined()
    expect(await rootInOthersDataDir(join(dir, 'not-yet'), 0)).toBeUndefined()
  })
})
