import { mkdir, rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { Kysely, PostgresDialect } from 'kysely'
import { migrate } from '../db/database.js'
import { EMBEDDED_TEMPLATE } from '../db/embedded-template.js'
import { pglitePool } from '../db/pglite-pool.js'
import type { DB } from '../db/schema.js'

// Run by `npm run build`: a fresh cluster with this build's migrations, as PGlite archives its data directory.
const { PGlite } = await import('@electric-sql/pglite')
const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
const pglite = await PGlite.create({ extensions: { pg_trgm } })
const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: pglitePool(pglite) }) })
await migrate(db)
const archive = await pglite.dumpDataDir('gzip')
await db.destroy()
await mkdir(dirname(EMBEDDED_TEMPLATE), { recursive: true })
// Written whole or not at all: a server must never unpack half an archive.
await writeFile(`${EMBEDDED_TEMPLATE}.part`, Buffer.from(await archive.arrayBuffer()))
await rename(`${EMBEDDED_TEMPLATE}.part`, EMBEDDED_TEMPLATE)
console.log(`embedded database template: ${EMBEDDED_TEMPLATE}`)
