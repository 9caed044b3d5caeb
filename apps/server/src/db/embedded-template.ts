import { createReadStream, createWriteStream, existsSync } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { dirname, join, relative, resolve } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { fileURLToPath } from 'node:url'
import { createGunzip } from 'node:zlib'
import tar from 'tar-stream'

/**
 * An embedded database cluster with every migration of this build applied and no content, made at
 * build time (cli/embedded-template.ts). Creating a cluster in the server (PGlite's initdb runs a
 * second WebAssembly PostgreSQL and copies its files over) peaked at 1.1–1.2 GB of resident memory,
 * and the first migration's one large transaction at 0.8 GB; both left the long-running process
 * holding twice what a later start holds. Unpacking this archive onto disk costs a few megabytes and
 * PGlite opens the result as any existing cluster. Without the archive (a checkout not yet built)
 * the server creates and migrates the cluster itself, as before.
 */
export const EMBEDDED_TEMPLATE = fileURLToPath(new URL('../../dist/pgdata-template.tar.gz', import.meta.url))

/**
 * Unpacks the template into an empty data directory (no PG_VERSION yet); answers whether it did.
 * Entries outside the directory are refused, and a half-unpacked directory is removed, so the next
 * start begins again rather than opening a broken cluster.
 */
export async function unpackEmbeddedTemplate(pgdata: string, path = EMBEDDED_TEMPLATE): Promise<boolean> {
  if (existsSync(join(pgdata, 'PG_VERSION')) || !existsSync(path)) return false
  const root = resolve(pgdata)
  const extract = tar.extract()
  const unpacking = (async () => {
    for await (const entry of extract) {
      const target = resolve(root, entry.header.name.replace(/^\/+/, ''))
      if (relative(root, target).startsWith('..'))
        throw new Error(`the embedded database template names a path outside it: ${entry.header.name}`)
      if (entry.header.type === 'directory') {
        await mkdir(target, { recursive: true, mode: 0o700 })
        entry.resume()
      } else {
        await mkdir(dirname(target), { recursive: true, mode: 0o700 })
        await pipeline(entry, createWriteStream(target, { mode: 0o600 }))
      }
    }
  })()
  try {
    await Promise.all([pipeline(createReadStream(path), createGunzip(), extract), unpacking])
  } catch (error) {
    await rm(root, { recursive: true, force: true })
    await mkdir(root, { recursive: true })
    throw error
  }
  return true
}
