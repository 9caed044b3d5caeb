import { createHash } from 'node:crypto'
import type pg from 'pg'

/** Distinct statements one connection keeps prepared; beyond that a statement is planned on every call. */
const MAX_PREPARED = 200

/**
 * Makes a connection prepare each distinct read once and reuse it: PostgreSQL plans an unnamed
 * statement on every call, and a list page plans in 1–3 ms while it runs in under 1 ms. Kysely sends
 * the same text with parameters for every request of a kind, so the texts are few; the name is a
 * hash of the text. Only reads are prepared (writes and DDL stay as they were, e.g. migrations).
 */
export function prepareReads(client: pg.PoolClient): void {
  const names = new Map<string, string>()
  const query = client.query.bind(client) as (config: pg.QueryConfig) => Promise<pg.QueryResult>
  const plain = client.query.bind(client) as (...args: unknown[]) => unknown
  const nameOf = (text: string) => {
    let name = names.get(text)
    if (!name && names.size < MAX_PREPARED) {
      name = `r${createHash('sha1').update(text).digest('base64url')}`
      names.set(text, name)
    }
    return name
  }
  Object.assign(client, {
    query(...args: unknown[]) {
      const [text, values] = args
      if (typeof text === 'string' && Array.isArray(values) && /^\s*(select|with)\b/i.test(text)) {
        const name = nameOf(text)
        if (name) return query({ name, text, values })
      }
      return plain(...args)
    },
  })
}
