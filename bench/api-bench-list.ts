import { ARTICLES, listBody, PATH } from './api-bench-settings.js'
import { call, load, memory, rows, show, againstBaseline, discover, recordMemory, type Case } from './api-bench-cases.js'
import { searchIndexed, startServer } from './api-bench-setup.js'
import { TARGETS } from './report.js'
import { memoryOf } from './server-process.js'

/** /api/article/list over 100,000 articles: the cached path, then the database's own figures. */
export async function list100k(url: string, dir: string) {
  const db = `postgresql ${Math.round(ARTICLES / 1000)}k`
  console.log(`\n== ${db}: /api/article/list with the public cache on, then off`)
  // The server that builds the search index is not the one measured: its memory would be the indexing's.
  let server = await startServer('server, building the search index', { DATA_DIR: dir, DATABASE_URL: url })
  try {
    await searchIndexed(url)
  } finally {
    await server.stop()
  }
  server = await startServer('server, cache on', { DATA_DIR: dir, DATABASE_URL: url })
  let from = rows.length
  let menuId: number
  try {
    const ids = await discover(server.port)
    menuId = ids.newsMenuId
    console.log(`  news menu ${menuId}: ${ids.total} articles`)
    await againstBaseline(db, dir, server, [
      { name: 'article/list page 1, cache on', path: PATH.articleList, body: listBody(menuId), targets: ['public', 'list100k'] },
    ])
    recordMemory(`${db}, cache on`, [server], from)
  } finally {
    await server.stop()
  }

  // CACHE_TTL_SECONDS=0: every request reaches the database. The section's count is still reused
  // for SECTION_CACHE_SECONDS (30 s by default), as it is when a visitor's request misses the public
  // cache in production; the one-connection cases turn that off too (SECTION_CACHE_SECONDS=0) and
  // show what one cold request costs the database.
  // A fresh server per case: an overloaded server keeps working through the requests autocannon
  // gave up on, which would slow the next case.
  const publicCacheOff = { DATA_DIR: dir, DATABASE_URL: url, CACHE_TTL_SECONDS: '0' }
  const noCache = { ...publicCacheOff, SECTION_CACHE_SECONDS: '0' }
  from = rows.length
  let peakMb = 0
  // The targets: page 1 and page 500 at 50 connections, a keyword's pages at 10. The rest
  // shows where the limits are (100 connections queueing for the pool's 10 connections) or what a
  // query costs alone (1 connection).
  const cases: (Case & { settings: Record<string, string> })[] = [
    {
      name: 'article/list page 1, cache off',
      path: PATH.articleList,
      body: listBody(menuId),
      targets: [],
      settings: publicCacheOff,
    },
    {
      name: 'article/list pages 1–50, cache off',
      path: PATH.articleList,
      body: (n: number) => listBody(menuId, (n % 50) + 1),
      targets: [],
      settings: publicCacheOff,
    },
    {
      name: 'article/list page 1, cache off, 50 connections',
      path: PATH.articleList,
      body: listBody(menuId),
      connections: 50,
      targets: ['list100k'],
      settings: publicCacheOff,
    },
    {
      name: 'article/list page 500, cache off, 50 connections',
      path: PATH.articleList,
      body: listBody(menuId, 500),
      connections: 50,
      targets: ['list100k'],
      settings: publicCacheOff,
    },
    {
      name: 'article/list "neural" pages 1–5, cache off, 10 connections',
      path: PATH.articleList,
      body: (n: number) => listBody(menuId, (n % 5) + 1, 'neural'),
      connections: 10,
      targets: ['list100k'],
      settings: publicCacheOff,
    },
    {
      name: 'article/list "neural" pages 1–5, cache off, 50 connections',
      path: PATH.articleList,
      body: (n: number) => listBody(menuId, (n % 5) + 1, 'neural'),
      connections: 50,
      targets: [],
      settings: publicCacheOff,
    },
    {
      name: 'article/list pages 1–50, cache off, 1 connection',
      path: PATH.articleList,
      body: (n: number) => listBody(menuId, (n % 50) + 1),
      connections: 1,
      targets: [],
      settings: publicCacheOff,
    },
    {
      name: 'article/list page 1, no cache at all, 1 connection',
      path: PATH.articleList,
      body: listBody(menuId),
      connections: 1,
      targets: [],
      settings: noCache,
    },
    {
      name: 'article/list "neural" page 1, no cache at all, 1 connection',
      path: PATH.articleList,
      body: listBody(menuId, 1, 'neural'),
      connections: 1,
      targets: [],
      settings: noCache,
    },
  ]
  for (const [i, c] of cases.entries()) {
    server = await startServer(`server, cache off (${i + 1}/${cases.length})`, c.settings)
    try {
      if (i === 0) {
        const found = await call(server.port, PATH.articleList, listBody(menuId, 1, 'neural'))
        console.log(`  keyword "neural" matches ${String(found.retMap.total)}${found.retMap.totalCapped ? ' or more' : ''} articles`)
      }
      const first = await call(server.port, c.path, typeof c.body === 'function' ? (c.body as (n: number) => unknown)(0) : c.body)
      const s = await load(server, c)
      show(db, c, s)
      rows.push({ db, case: c.name, bytes: first.answer.body.length, server: s, targets: c.targets })
    } finally {
      peakMb = Math.max(peakMb, memoryOf(server.pid)?.peakMb ?? 0)
      await server.stop()
    }
  }
  const underLoad = Math.max(0, ...rows.slice(from).map((r) => r.server.peakRssMb))
  memory.push({ process: `${db}, cache off`, peakMb: Math.max(peakMb, underLoad), underLoadMb: underLoad, limitMb: TARGETS.rssMb })
}
