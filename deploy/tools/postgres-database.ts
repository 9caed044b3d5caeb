/** The PostgreSQL database deploy:try runs on: created when missing, on the server the address names. */

/** The address without its password, for printing. */
export function withoutPassword(url: string): string {
  const parsed = new URL(url)
  if (parsed.password) parsed.password = '***'
  return parsed.toString()
}

function split(url: string): { name: string; maintenance: string } {
  const parsed = new URL(url)
  if (!/^postgres(ql)?:$/.test(parsed.protocol)) throw new Error(`database: ${withoutPassword(url)} is not a postgres:// address`)
  const name = decodeURIComponent(parsed.pathname.slice(1))
  // The name goes into CREATE DATABASE as an identifier: keep it to what needs no quoting.
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`database: name "${name}" must be lower-case letters, digits and _`)
  parsed.pathname = '/postgres'
  return { name, maintenance: parsed.toString() }
}

/** Runs `use` with queries on one connection to `url`, closed after. */
export async function onServer<T>(
  url: string,
  use: (query: (sql: string, params?: unknown[]) => Promise<unknown[]>) => Promise<T>,
): Promise<T> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await use(async (sql, params) => (await client.query(sql, params)).rows)
  } finally {
    await client.end()
  }
}

/** Creates the database when the server has none of that name; says which it was. */
export async function ensureDatabase(url: string): Promise<'created' | 'existing'> {
  const { name, maintenance } = split(url)
  return onServer(maintenance, async (query) => {
    if ((await query('select 1 from pg_database where datname = $1', [name])).length > 0) return 'existing'
    await query(`create database ${name}`)
    return 'created'
  })
}

/** Removes the database (its connections are ended first). */
export async function dropDatabase(url: string): Promise<void> {
  const { name, maintenance } = split(url)
  await onServer(maintenance, (query) => query(`drop database if exists ${name} with (force)`))
}
