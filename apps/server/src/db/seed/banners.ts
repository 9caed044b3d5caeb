import { sectionTemplates, SECTION_CHILDREN, type SectionKey } from '@ibr/contract'
import type { Insertable } from 'kysely'
import type { ImageTable } from '../schema.js'
import { conferencePlan, conferenceYear, withYear } from './conference-plans.js'
import type { SeedContext } from './context.js'
import { insertMany } from './insert.js'
import { bi, cols, type Bi } from './text.js'

/**
 * The home carousel (seven banners, some leading to a story) and one banner per section. Links are
 * site paths to the hash routes (`/#/…`): the form staff edit them in accepts only http(s) addresses
 * and paths starting with /, and the browser opens such a path on the site's own page.
 */
export async function seedBanners(ctx: SeedContext, newsIds: readonly number[]): Promise<void> {
  const t = sectionTemplates(ctx.product)
  const detail = (i: number) => `/#/detail/${t.news}news/${newsIds[i]}`
  const home: [Bi, string | null][] = [
    [bi('认识脑、保护脑、模拟脑', 'Understand, protect and emulate the brain'), null],
    [bi('睡眠中记忆巩固的神经环路机制', 'The neural circuit behind memory consolidation during sleep'), detail(0)],
    [bi('高通量脑机接口柔性电极', 'Flexible high-throughput electrodes for brain–computer interfaces'), detail(4)],
    [
      withYear(
        bi('{year}脑科学大会：从神经环路到脑机接口', '{year} Brain Science Conference: from neural circuits to brain–computer interfaces'),
        conferenceYear(conferencePlan('meeting2024'), ctx.now, ctx.tz),
      ),
      `/#/${t.meeting}/meeting2024/overview`,
    ],
    [bi('公共技术平台向所内外开放', 'Core facilities open to all researchers'), `/#/${t.team}/coreFacility`],
    [bi('公众科学开放日', 'Public Science Day'), detail(1)],
    [bi('诚聘海内外英才', 'Join us: positions open'), `/#/${t.recruitment}/recruitInfo`],
  ]
  // An hour old, so the banners are public the moment the seed commits.
  const shown = new Date(ctx.now.getTime() - 3600_000)
  const rows: Insertable<ImageTable>[] = home.map(([title, link], i) => ({
    menu_id: null,
    type: 'top',
    file_id: ctx.media.picture('banner', i),
    link,
    sort: i + 1,
    publish_at: shown,
    ...cols('title', title),
  }))
  const names: Record<SectionKey, Bi> = {
    news: bi('新闻动态', 'News'),
    research: bi('科研成果', 'Research'),
    team: bi('研究团队', 'Research Teams'),
    personnel: bi('人才培养', 'Education'),
    recruitment: bi('招聘信息', 'Careers'),
    meeting: bi('学术会议', 'Conferences'),
    about: bi('关于我们', 'About'),
  }
  ;(Object.keys(SECTION_CHILDREN) as SectionKey[]).forEach((key, i) => {
    rows.push({
      menu_id: ctx.menus.get(key),
      type: 'top',
      file_id: ctx.media.picture('banner', 7 + i),
      link: null,
      sort: 1,
      publish_at: shown,
      ...cols('title', names[key]),
    })
  })
  await insertMany(ctx.db, 'image', rows)
}
