/** The api benchmark's settings (environment, see api-bench.ts) and the calls it makes. */
import { fileURLToPath } from 'node:url'

export const ROOT = fileURLToPath(new URL('..', import.meta.url))

const num = (name: string, fallback: number) => {
  const v = Number(process.env[name] ?? fallback)
  if (!Number.isFinite(v) || v < 0) throw new Error(`${name} must be a number, got ${process.env[name]}`)
  return v
}
export const SECONDS = num('BENCH_SECONDS', 10)
export const WARMUP = num('BENCH_WARMUP_SECONDS', 2)
export const ROUNDS = Math.max(1, Math.round(num('BENCH_ROUNDS', 3)))
export const CONNECTIONS = num('BENCH_CONNECTIONS', 100)
export const ARTICLES = num('BENCH_ARTICLES', 100_000)
export const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
export const BENCH_DB = 'ibr_bench'
export const SKIP_PG = process.env.BENCH_SKIP_PG === '1'

/** Paths as in packages/contract/src/paths.ts (not imported: the contract's dist may not exist before the build). */
export const PATH = {
  test: '/test',
  menuList: '/api/menu/list',
  homeNews: '/api/home/news',
  articleList: '/api/article/list',
  articleDetail: '/api/article/detail',
  calendarMonth: '/api/calendar/month/list',
} as const

export const listBody = (menuId: number, pageNum = 1, keyword = '') => ({
  page: JSON.stringify({ pageNum, pageSize: 10 }),
  search: JSON.stringify({ keyword, category: '' }),
  menuId,
  lang: 'zh',
})
