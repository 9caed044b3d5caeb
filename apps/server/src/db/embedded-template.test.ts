import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp, readdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import tar from 'tar-stream'
import { describe, expect, it } from 'vitest'
import { unpackEmbeddedTemplate } from './embedded-template.js'

/** A gzipped tar as PGlite's dumpDataDir writes one: entries rooted at '/'. */
async function archive(entries: { name: string; body?: string }[]): Promise<string> {
  const pack = tar.pack()
  for (const e of entries) {
    if (e.body === undefined) pack.entry({ name: e.name, type: 'directory' })
    else pack.entry({ name: e.name }, e.body)
  }
  pack.finalize()
  const chunks: Buffer[] = []
  for await (const chunk of pack) chunks.push(chunk as Buffer)
  const path = join(await mkdtemp(join(tmpdir(), 'ibr-template-')), 'template.tar.gz')
  await writeFile(path, gzipSync(Buffer.concat(chunks)))
  return path
}

describe('the embedded database template', () => {
  it('unpacks into an empty data directory, and leaves one that holds a cluster alone', async () => {
    const path = await archive([{ name: '/base' }, { name: '/base/1', body: 'rows' }, { name: '/PG_VERSION', body: '17' }])
    const pgdata = await mkdtemp(join(tmpdir(), 'ibr-pgdata-'))
    expect(await unpackEmbeddedTemplate(pgdata, path)).toBe(true)
    expect(readFileSync(join(pgdata, 'base', '1'), 'utf8')).toBe('rows')
    expect(readFileSync(join(pgdata, 'PG_VERSION'), 'utf8')).toBe('17')
    await writeFile(join(pgdata, 'base', '1'), 'changed')
    expect(await unpackEmbeddedTemplate(pgdata, path)).toBe(false)
    expect(readFileSync(join(pgdata, 'base', '1'), 'utf8')).toBe('changed')
  })

  it('does nothing without a template (a checkout not yet built)', async () => {
    const pgdata = await mkdtemp(join(tmpdir(), 'ibr-pgdata-'))
    expect(await unpackEmbeddedTemplate(pgdata, join(pgdata, 'missing.tar.gz'))).toBe(false)
    expect(await readdir(pgdata)).toEqual([])
  })

  it('refuses an entry outside the directory and leaves it empty for the next start', async () => {
    const path = await archive([
      { name: '/PG_VERSION', body: '17' },
      { name: '/../escaped', body: 'x' },
    ])
    const parent = await mkdtemp(join(tmpdir(), 'ibr-pgdata-'))
    const pgdata = join(parent, 'pgdata')
    await expect(unpackEmbeddedTemplate(pgdata, path)).rejects.toThrow(/outside/)
    expect(await readdir(pgdata)).toEqual([])
    expect(existsSync(join(parent, 'escaped'))).toBe(false)
  })
})
