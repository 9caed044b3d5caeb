import type { Call } from './open-loop.js'
import { postJson } from './server-process.js'

/** One public call that must succeed; its retMap. */
export async function publicCall(port: number, path: string, body: unknown): Promise<Record<string, unknown>> {
  const answer = await postJson(port, path, body)
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${answer.body.toString().slice(0, 200)}`)
  return (JSON.parse(answer.body.toString()) as { retMap: Record<string, unknown> }).retMap
}

/**
 * The public reads of the benchmarks' mix, found as the site finds them: menu, home news, two list
 * pages, a detail, the calendar, in both languages.
 */
export async function publicReads(port: number): Promise<Call[]> {
  const menus = (await publicCall(port, '/api/menu/list', { type: 'top', lang: 'zh' })).menuList as {
    listTemplate: string
    children: { id: number; listTemplate: string }[]
  }[]
  const news = menus.find((m) => /News$/.test(m.listTemplate))?.children.find((c) => c.listTemplate === 'news')
  if (!news) throw new Error('no news section: did the demo seed run?')
  const list = (lang: string, pageNum: number) => ({
    lang,
    menuId: news.id,
    page: JSON.stringify({ pageNum, pageSize: 10 }),
    search: JSON.stringify({ keyword: '', category: '' }),
  })
  const first = ((await publicCall(port, '/api/article/list', list('zh', 1))).articleList as { id: number }[])[0]
  if (!first) throw new Error('the news section lists nothing')
  const month = new Date().toISOString().slice(0, 7)
  return ['zh', 'en'].flatMap((lang) => [
    { path: '/api/menu/list', body: { type: 'top', lang } },
    { path: '/api/home/news', body: { type: 'latest', limit: 4, lang } },
    { path: '/api/article/list', body: list(lang, 1) },
    { path: '/api/article/list', body: list(lang, 2) },
    { path: '/api/article/detail', body: { id: first.id, lang } },
    { path: '/api/calendar/month/list', body: { date: month, lang } },
  ])
}
