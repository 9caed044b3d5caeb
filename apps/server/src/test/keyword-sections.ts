import { sanitize } from '../lib/sanitize.js'
import { syncSearch } from '../modules/search/index.js'
import { insertArticle } from './article-factory.js'
import type { TestApp } from './test-app.js'

/**
 * Sections of their own for the keyword filter's tests, so nothing the demo content holds decides what
 * the lists show: data like the site's (Chinese and English titles, subtitles and bodies, several
 * sections and categories, pins, items of every age).
 */
const DAY = 86_400_000
export const ago = (days: number) => new Date(Date.now() - days * DAY - 60_000)

/** The search index brought up to date, as a change of published content does. */
export async function syncIndex(t: TestApp) {
  await syncSearch(t.deps.db, t.app.services.menu, t.deps.config.timeZone, t.deps.config.product)
}

/** An empty news section. */
export async function keywordSection(t: TestApp, zh: string, en: string, sort: number): Promise<number> {
  const [row] = await t.deps.db
    .insertInto('menu')
    .values({ name_zh: zh, name_en: en, list_template: 'ibrNewsnews', sort })
    .returning('id')
    .execute()
  t.app.services.menu.invalidate()
  return row!.id
}

const html = (text: string) => sanitize(`<p>${text}</p>`)

/** Sections A, B and C with their items, indexed. */
export async function keywordSections(t: TestApp): Promise<[number, number, number]> {
  // Sections of their own, so nothing the demo content holds decides what the lists show.
  const a = await keywordSection(t, '关键词甲', 'Keyword A', 910)
  const b = await keywordSection(t, '关键词乙', 'Keyword B', 911)
  const c = await keywordSection(t, '关键词丙', 'Keyword C', 912)

  const item = (menuId: number, days: number, title: string, values: Record<string, unknown>) =>
    insertArticle(t, { menuId, publishAt: ago(days), title, values })
  // Section A: items of every age group, both languages, keywords in titles, subtitles and bodies.
  const sectionA: { days: number; title: string; [column: string]: unknown }[] = [
    {
      days: 0,
      title: '神经元放电的新发现',
      title_en: 'Neurons fire in a new pattern',
      body_zh: html('研究团队记录了海马体中神经元的放电。'),
      body_en: html('The team recorded neurons in the hippocampus.'),
      category: 'postdocNotice',
    },
    {
      days: 5,
      title: '突触可塑性研究进展',
      title_en: 'Progress on Synaptic Plasticity',
      sub_title_en: 'A review of synaptic plasticity',
      body_zh: html('可塑性是学习的基础。'),
      body_en: html('Learning rests on it.'),
      category: 'policies',
    },
    {
      days: 20,
      title: '视觉皮层的信息处理',
      title_en: 'Processing in the visual cortex',
      body_zh: html('大脑皮层中的神经环路处理视觉信息。'),
      body_en: html('Neural circuits of the cortex handle what we see.'),
      category: 'postdocNotice',
    },
    {
      days: 70,
      title: '脑科学公开课',
      title_en: 'Open lecture on brain science',
      body_zh: html('面向公众的脑科学讲座。'),
      body_en: html('Neuroscience for everyone, with neural imaging shown live.'),
    },
    {
      days: 200,
      title: '学术年会召开',
      title_en: 'Annual meeting held',
      body_zh: html('会议讨论了神经发育。'),
      body_en: html('The meeting discussed neural development and NEURONS.'),
      category: 'policies',
    },
    {
      days: 800,
      title: '早年的神经科学报道',
      title_en: 'An early report on neuroscience',
      sub_title_zh: '突触可塑性的早期工作',
      body_en: html('Old work on the hippocampus.'),
    },
    {
      days: 2000,
      title: '十年前的旧闻',
      title_en: 'News from long ago',
      body_zh: html('那时的神经研究刚刚起步。'),
      body_en: html('Neuron research was young.'),
    },
  ]
  for (const { days, title, ...values } of sectionA) await item(a, days, title, values)
  // Pinned: first whatever its age.
  const pinned = await item(a, 400, '置顶：神经环路专题', {
    title_en: 'Pinned: neural circuits',
    body_en: html('Everything about neural circuits.'),
  })
  await t.deps.db.updateTable('article_menu').set({ pinned: true }).where('article_id', '=', pinned.id).execute()
  // Not public: a draft and one whose window has closed.
  await item(a, 1, '草稿：神经元', { title_en: 'Draft: neurons', status: 'draft' })
  await item(a, 3, '已下线：神经元', { title_en: 'Expired: neurons', unpublish_at: ago(1) })
  // Listed in A and in B.
  const shared = await item(b, 10, '两个栏目的神经元报道', { title_en: 'Neurons in two sections', category: 'policies' })
  await t.deps.db
    .insertInto('article_menu')
    .values({ article_id: shared.id, menu_id: a, publish_at: ago(10) })
    .execute()
  // Section B and C: the same words elsewhere must not leak into A's list.
  await item(b, 2, '另一栏目的突触可塑性', { title_en: 'Synaptic plasticity elsewhere', body_en: html('Neurons again.') })
  await item(c, 30, '论文：神经环路', {
    kind: 'paper',
    title_en: 'Paper: neural circuits of memory',
    pub_year: 2024,
    research_area: 'methods',
  })
  await item(c, 40, '论文：皮层', { kind: 'paper', title_en: 'Paper: cortex', pub_year: 2023, research_area: 'methods' })
  await syncIndex(t)
  return [a, b, c]
}
