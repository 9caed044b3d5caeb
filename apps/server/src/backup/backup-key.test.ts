import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.js'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ibr-backup-key-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

const KEY = 'a'.repeat(16) + 'b'.repeat(16)

describe('the backup key setting', () => {
  it('is read from BACKUP_KEY, or from the file BACKUP_KEY_FILE names without its last newline', async () => {
    expect(loadConfig({ BACKUP_KEY: KEY }).backupKey).toBe(KEY)
    const file = join(dir, 'key')
    await writeFile(file, `${KEY}\n`, { mode: 0o600 })
    expect(loadConfig({ BACKUP_KEY_FILE: file }).backupKey).toBe(KEY)
    expect(loadConfig({}).backupKey).toBe('')
  })

  it('stops the start when too short, given twice, or in a file that cannot be read', async () => {
    expect(() => loadConfig({ BACKUP_KEY: KEY.slice(1) })).toThrow(/BACKUP_KEY must be at least 32 characters/)
    const short = join(dir, 'short')
    await writeFile(short, 'secret\n')
    expect(() => loadConfig({ BACKUP_KEY_FILE: short })).toThrow(/the key in BACKUP_KEY_FILE must be at least 32 characters/)
    expect(() => loadConfig({ BACKUP_KEY: KEY, BACKUP_KEY_FILE: short })).toThrow(/both set/)
    expect(() => loadConfig({ BACKUP_KEY_FILE: join(dir, 'none') })).toThrow(/BACKUP_KEY_FILE cannot be read: ENOENT/)
  })
})
