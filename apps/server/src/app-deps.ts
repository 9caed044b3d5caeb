import type { Kysely } from 'kysely'
import type { Config } from './config.js'
import type { DatabaseKind } from './db/database.js'
import type { DB } from './db/schema.js'
import type { FileStore } from './storage/file-store.js'

/** What every module is built from; created once in main.ts (or by a test). */
export interface AppDeps {
  config: Config
  db: Kysely<DB>
  databaseKind: DatabaseKind
  store: FileStore
  version: string
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps
  }
}
