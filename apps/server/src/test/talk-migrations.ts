import { sql, type Kysely } from 'kysely'
import { MIGRATIONS, type SiteMigration } from '../db/migrations/index.js'

/** Runs one statement as written: the synthetic migrations' SQL, and the rows the tests give them. */
export const raw = (db: Kysely<unknown>, text: string) => sql.raw(text).execute(db)

/** Two migrations a newer build might carry: a table of talks, then a room column on it. */
export const TALKS: Record<string, SiteMigration> = {
  '9990-talks': {
    up: async (db) => void (await raw(db, 'create table talk (id integer primary key, title text not null)')),
    down: async (db) => void (await raw(db, 'drop table talk')),
  },
  '9991-talk-rooms': {
    up: async (db) => void (await raw(db, 'alter table talk add column room text')),
    down: async (db) => void (await raw(db, 'alter table talk drop column room')),
  },
}
export const WITH_TALKS = { ...MIGRATIONS, ...TALKS }
