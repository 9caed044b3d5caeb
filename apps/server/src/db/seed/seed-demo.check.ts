/**
 * Seeds a throw-away database and prints what was written and how long it took. Not a test: a tool
 * for whoever changes the seed. Embedded database by default; PostgreSQL when DATABASE_URL is set.
 *
 *   node --conditions=source --import tsx src/db/seed/seed-demo.check.ts
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/seedcheck node --conditions=source --import tsx src/db/seed/seed-demo.check.ts
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { loadConfig } from '../../config.js'
import { openFileStore } from '../../storage/open-file-store.js'
import { migrate, openDatabase } from '../database.js'
import { seedDemo } from './seed-demo.js'

const TABLES = [
  'file',
  'menu',
  'article',
  'article_menu',
  'article_file',
  'research_area',
  'team',
  'team_member',
  'team_paper',
  'facility',
  'meeting',
  'meeting_tag',
  'meeting_session',
  'image',
  'faq',
  'quick_link',
] as const

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'ibr-seed-check-'))
  const url = process.env.DATABASE_URL
  const database = await openDatabase({ url, dataDir })
  const { db } = database
  const problems: string[] = []
  try {
    await migrate(db)
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url, LOG_LEVEL: 'silent' })
    const started = performance.now()
    await seedDemo({ config, db, databaseKind: database.kind, store: await openFileStore(config), version: 'check' })
    const seconds = (performance.now() - started) / 1000
    console.log(`seeded ${database.kind} database in ${seconds.toFixed(1)} s`)

    for (const t of TABLES) {
      const r = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(t)}`.execute(db)
      console.log(`  ${t.padEnd(16)} ${r.rows[0]!.n}`)
    }
    const kinds = await sql<{ kind: string; n: number }>`select kind, count(*)::int as n from article group by kind order by kind`.execute(
      db,
    )
    console.log('articles by kind:', kinds.rows.map((r) => `${r.kind} ${r.n}`).join(', '))
    const files = await sql<{
      kind: string
      n: number
      bytes: number
    }>`select kind, count(*)::int as n, sum(size)::int as bytes from file group by kind order by kind`.execute(db)
    console.log('files by kind:', files.rows.map((r) => `${r.kind} ${r.n} (${Math.round(r.bytes / 1024)} KiB)`).join(', '))

    const lists = await sql<{ path: string; n: number; pinned: number }>`
      select coalesce(p.list_template || '/', '') || m.list_template as path, count(am.article_id)::int as n,
             count(*) filter (where am.pinned)::int as pinned
      from menu m left join menu p on p.id = m.parent_id left join article_menu am on am.menu_id = m.id
      where m.parent_id is not null group by 1, m.id order by m.id`.execute(db)
    console.log('items per list (pinned):', lists.rows.map((r) => `${r.path} ${r.n}(${r.pinned})`).join(', '))
    for (const r of lists.rows) if (r.n > 0 && r.pinned > 2) problems.push(`${r.path}: ${r.pinned} pinned`)

    const months = await sql<{ month: string; days: number; n: number }>`
      select to_char(event_time at time zone ${config.timeZone}, 'YYYY-MM') as month,
             count(distinct (event_time at time zone ${config.timeZone})::date)::int as days, count(*)::int as n
      from article where kind = 'event' group by 1 order by 1`.execute(db)
    console.log('events per month (days):', months.rows.map((r) => `${r.month} ${r.n}(${r.days})`).join(', '))

    const future = await sql<{ n: number }>`select count(*)::int as n from article where publish_at > now()`.execute(db)
    if (future.rows[0]!.n > 0) problems.push(`${future.rows[0]!.n} articles published in the future`)
    const copied = await sql<{
      n: number
    }>`select count(*)::int as n from article_menu am join article a on a.id = am.article_id where am.publish_at <> a.publish_at`.execute(
      db,
    )
    if (copied.rows[0]!.n > 0) problems.push('article_menu.publish_at differs from article.publish_at')
    const empty = await sql<{ path: string }>`
      select p.list_template || '/' || m.list_template as path from menu m join menu p on p.id = m.parent_id
      where p.parent_id is null and not exists (select 1 from article_menu am where am.menu_id = m.id)
        and m.list_template not in ('team', 'consociation', 'coreFacility', 'meeting2024', 'meeting2022')`.execute(db)
    for (const r of empty.rows) problems.push(`empty list ${r.path}`)
  } finally {
    await database.close()
    await rm(dataDir, { recursive: true, force: true })
  }
  if (problems.length) {
    console.error(`problems:\n  ${problems.join('\n  ')}`)
    process.exitCode = 1
  } else {
    console.log('no problems found')
  }
}

await main()
