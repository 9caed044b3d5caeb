import { randomBytes } from 'node:crypto'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { STAFF_API } from '@ibr/contract/staff'
import type { StaffClient } from './staff-factory.js'
import { answerOf } from './answer.js'
import type { TestApp } from './test-app.js'
import { multipart, type Part } from './upload-fixtures.js'

/** Uploads one file to the media library as the console does: multipart, the session and its CSRF token. */
export async function uploadMedia(
  t: TestApp,
  client: StaffClient,
  bytes: Buffer,
  filename: string,
  options: { lang?: string; parts?: Part[] } = {},
) {
  const form = multipart(
    options.parts ?? [...(options.lang ? [{ name: 'lang', value: options.lang }] : []), { name: 'file', value: bytes, filename }],
  )
  const res = await t.inject({
    method: 'POST',
    url: STAFF_API.mediaUpload,
    headers: { ...form.headers, cookie: client.cookie, 'x-csrf-token': client.csrfToken },
    payload: form.payload,
  })
  return answerOf(res)
}

/** A public library file written straight to the database, without bytes: for what reads only rows. */
export async function addLibraryFile(
  t: TestApp,
  row: {
    kind?: 'image' | 'document' | 'video'
    name?: string
    altZh?: string
    altEn?: string
    visibility?: 'public' | 'draft' | 'private'
  } = {},
): Promise<string> {
  const id = randomBytes(16).toString('base64url')
  const kind = row.kind ?? 'image'
  await t.deps.db
    .insertInto('file')
    .values({
      id,
      sha256: randomBytes(32).toString('hex'),
      mime: kind === 'image' ? 'image/png' : kind === 'video' ? 'video/mp4' : 'application/pdf',
      kind,
      size: 10,
      name: row.name ?? `${id}.${kind === 'image' ? 'png' : kind === 'video' ? 'mp4' : 'pdf'}`,
      width: kind === 'image' ? 40 : null,
      height: kind === 'image' ? 30 : null,
      visibility: row.visibility ?? 'public',
      alt_zh: row.altZh ?? '',
      alt_en: row.altEn ?? '',
    })
    .execute()
  return id
}

/** Files left in the store's staging area: a finished or refused upload leaves none. */
export async function stagedCount(t: TestApp): Promise<number> {
  return (await readdir(join(t.dataDir, 'files', 'staging')).catch(() => [] as string[])).length
}
