/**
 * A failed nightly backup, through the SMTP fake: each administrator is told in their language what
 * went wrong, with the system's own error below it, and led to the dashboard's backup card.
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { ROLE, STAFF_API } from '@ibr/contract/staff'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink.js'
import { staffSession } from '../test/staff-factory.js'
import { createTestApp, type TestApp } from '../test/test-app.js'
import { runDailyBackup } from './backup-jobs.js'

const PUBLIC_URL = 'https://ibr.example.org'
let t: TestApp
let sink: SmtpSink

beforeAll(async () => {
  sink = await startSmtpSink()
  t = await createTestApp({ SMTP_URL: sink.url, PUBLIC_URL })
})
afterAll(async () => {
  await t?.close()
  await sink?.close()
})

const mailTo = (address: string) => sink.received.filter((m) => [m.to].flat().some((a) => a?.value.some((v) => v.address === address)))

it('tells each administrator in their language that the backup folder is not a folder, with the system’s error as the detail', async () => {
  const english = `backup-en-${process.pid}@staff.example.org`
  const chinese = `backup-zh-${process.pid}@staff.example.org`
  const admin = await staffSession(t, { roles: [ROLE.admin], email: english })
  expect((await admin.post(STAFF_API.accountLanguage, { language: 'en' })).status).toBe(200)
  await staffSession(t, { roles: [ROLE.admin], email: chinese })
  const blocked = join(t.dataDir, `not-a-folder-${process.pid}`)
  await writeFile(blocked, 'a file where the backups should go')

  await expect(runDailyBackup({ ...t.deps, config: { ...t.deps.config, backupDir: blocked } }, t.app.log)).rejects.toThrow()
  while ((await t.app.services.jobs.poll()) > 0) {
    // Delivery queues the mail, whose sending is another job.
  }

  const [mail] = mailTo(english)
  expect(mail!.subject).toBe('The nightly backup failed: the backup folder (BACKUP_DIR) is missing or is not a folder')
  expect(mail!.text).toMatch(/^Note: ibr-backup-\d{8}T\d{6}Z\.tar: ENOTDIR\b/m)
  expect(mail!.text).toContain(`Open it in the console: ${PUBLIC_URL}/console/#dashboard-backup`)
  const [zh] = mailTo(chinese)
  expect(zh!.subject).toBe('每晚备份失败：备份目录（BACKUP_DIR）不存在或不是目录')
  expect(zh!.text).toMatch(/^说明：ibr-backup-\d{8}T\d{6}Z\.tar: ENOTDIR\b/m)
})
