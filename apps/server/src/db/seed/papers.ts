import { RESEARCH_AREAS, type ResearchArea } from '@ibr/contract'
import { DAY_MS, zoned } from './clock.js'
import type { SeedContext } from './context.js'
import { insertArticles, insertMany, type ArticleSeed } from './insert.js'
import { JOURNALS } from './names.js'
import { TITLE_BANKS } from './research-bank.js'
import type { TeamInfo } from './teams.js'
import { bi, cat, cols, p, same, section, ul, type Bi } from './text.js'

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** Abstracts per area, written around the title's three slots. */
const ABSTRACTS: Record<ResearchArea, (a: Bi, b: Bi, c: Bi) => { text: Bi; takeaway: Bi }> = {
  principles: (a, b, c) => ({
    text: bi(
      `${c.zh}依赖于多个脑区之间的协同活动，但${a.zh}中${b.zh}在其中的具体作用尚不清楚。本研究结合在体成像、光遗传学操控与行为学分析，系统考察了这些神经元在${c.zh}中的活动规律。我们发现，其活动在任务关键阶段显著增强；抑制其活动会特异性地损害${c.zh}，而激活它们则可部分改善相关表现。结果提示，${a.zh}${b.zh}通过局部神经环路参与${c.zh}。`,
      `${cap(c.en)} depends on coordinated activity across brain regions, yet the role of ${b.en} in the ${a.en} remains unclear. Combining in vivo imaging, optogenetic manipulation and behavioural analysis, we examined how these neurons behave during ${c.en}. Their activity rose sharply at the critical stage of the task; silencing them selectively impaired ${c.en}, whereas activating them partly improved performance. These results suggest that ${b.en} in the ${a.en} take part in ${c.en} through a local neural circuit.`,
    ),
    takeaway: bi(`${a.zh}${b.zh}是${c.zh}的关键环节`, `${cap(b.en)} in the ${a.en} are a key link in ${c.en}`),
  }),
  disorders: (a, b, c) => ({
    text: bi(
      `${c.zh}被认为与${a.zh}的发生发展密切相关，但其因果作用仍有争议。我们在${b.zh}中追踪了${c.zh}的出现时间，并比较了其与行为异常之间的先后关系。结果显示，${c.zh}早于行为异常出现，且在关键脑区最为明显；在早期进行干预可以延缓甚至部分逆转相关表型。该研究为${a.zh}的早期诊断与干预提供了新的靶点。`,
      `${cap(c.en)} is thought to be closely linked to ${a.en}, but whether it is a cause remains debated. In a ${b.en} we tracked when ${c.en} appears and compared its timing with the onset of behavioural changes. ${cap(c.en)} preceded the behavioural changes and was most pronounced in key brain regions; early intervention delayed and partly reversed the phenotype. The study points to a new target for the early diagnosis and treatment of ${a.en}.`,
    ),
    takeaway: bi(`${c.zh}是${a.zh}早期干预的潜在靶点`, `${cap(c.en)} is a potential target for early intervention in ${a.en}`),
  }),
  methods: (a, b, c) => ({
    text: bi(
      `现有技术难以在${b.zh}中同时兼顾${c.zh}的时间跨度、空间分辨率与细胞类型特异性。我们发展了${a.zh}，并在多个实验体系中对其性能进行了系统评估。与常用方法相比，新方法的信噪比提高约三倍，可稳定工作数月，并可与行为学实验无缝结合。我们已将相关设计与分析代码公开，便于其他实验室使用。`,
      `Existing techniques struggle to combine time span, spatial resolution and cell-type specificity for ${c.en} in ${b.en}. We developed ${a.en} and evaluated it systematically in several experimental systems. Compared with common methods, the signal-to-noise ratio improved about threefold, recordings remained stable for months, and the method combines seamlessly with behavioural experiments. Designs and analysis code are openly available for other laboratories.`,
    ),
    takeaway: bi(`一种适用于${b.zh}的${c.zh}新工具`, `A new tool for ${c.en} in ${b.en}`),
  }),
  computation: (a, b, c) => ({
    text: bi(
      `${b.zh}是大脑的核心能力之一，也是人工智能系统面临的难题。受神经系统工作方式启发，我们构建了${c.zh}${a.zh}，引入局部可塑性规则与稀疏表征。在标准任务上，该模型以更少的参数和能耗取得了与主流方法相当的性能，其内部表征与实验记录到的神经活动具有相似的结构。结果表明，借鉴大脑的计算原理有助于发展更高效的智能算法。`,
      `${cap(b.en)} is a core ability of the brain and a hard problem for artificial intelligence. Inspired by how nervous systems work, we built ${c.en} ${a.en} with local plasticity rules and sparse representations. On standard tasks the model matched mainstream methods with fewer parameters and less energy, and its internal representations resembled the structure of recorded neural activity. Borrowing the brain's computational principles can yield more efficient intelligent algorithms.`,
    ),
    takeaway: bi(`借鉴大脑原理实现更高效的${b.zh}`, `More efficient ${b.en} by borrowing the brain's principles`),
  }),
}

/** Papers per publication year, newest first: 40 in all, 2019–2026. */
const YEARS: readonly [number, number][] = [
  [2026, 8],
  [2025, 8],
  [2024, 7],
  [2023, 6],
  [2022, 4],
  [2021, 3],
  [2020, 2],
  [2019, 2],
]

export async function seedPapers(ctx: SeedContext, teams: readonly TeamInfo[]): Promise<number[]> {
  const rng = ctx.rng('papers')
  const menuId = ctx.menus.get('research/paper')
  const years = YEARS.flatMap(([y, n]) => Array<number>(n).fill(y))
  const used = new Set<string>()
  const plans = years.map((year, i) => {
    const area = RESEARCH_AREAS[i % 4]!
    const bank = TITLE_BANKS[area]
    let slots: [Bi, Bi, Bi]
    let title: Bi
    // Draw until the title is new: forty distinct titles from a few dozen terms.
    do {
      slots = [rng.pick(bank.a), rng.pick(bank.b), rng.pick(bank.c)]
      title = rng.pick(bank.patterns)(...slots)
    } while (used.has(title.en))
    used.add(title.en)
    const areaTeams = teams.filter((t) => t.area === area)
    const team = areaTeams[Math.floor(i / 4) % areaTeams.length]!
    // Spread over the year, never later than yesterday (only published items are public).
    let at = zoned(ctx.tz, year, rng.int(1, 12), rng.int(1, 28), rng.int(9, 17), rng.pick([0, 30]))
    if (at.getTime() > ctx.now.getTime() - DAY_MS) at = new Date(ctx.now.getTime() - DAY_MS * rng.float(2, 20 + i * 6))
    return { area, slots, title, team, year, at, journal: rng.pick(JOURNALS) }
  })

  const items: ArticleSeed[] = plans.map((pl, i) => {
    const coauthors = Array.from({ length: rng.int(2, 5) }, () => ctx.names.person().name.en)
    const authors = [...coauthors, pl.team.leader.name.en].join(', ')
    const doi = `10.5555/ibr.${pl.year}.${String(i + 1).padStart(4, '0')}`
    const { text, takeaway } = ABSTRACTS[pl.area](...pl.slots)
    const body = cat(
      section(bi('摘要', 'Abstract'), p(text)),
      i % 3 === 0 &&
        cat(
          section(
            bi('要点', 'Highlights'),
            ul([
              takeaway,
              bi('结合多种实验与分析方法相互印证', 'Several experimental and analytical approaches support each other'),
              bi('数据与代码已公开', 'Data and code are openly available'),
            ]),
          ),
        ),
      section(bi('引用', 'Citation'), p(same(`${authors}. ${pl.title.en}. <em>${pl.journal}</em>, ${pl.year}. doi:${doi}`))),
    )
    return {
      kind: 'paper',
      publish_at: pl.at,
      research_area: pl.area,
      pub_year: pl.year,
      journal: pl.journal,
      authors,
      doi,
      pmid: String(rng.int(30_000_000, 39_999_999)),
      picture_id: ctx.media.picture('cover', i * 7 + 3),
      ...cols('title', pl.title),
      ...cols('sub_title', takeaway),
      ...cols('body', body),
      ...cols('source', bi('科研处', 'Research Office')),
      menus: [{ menuId, pinned: i === 1 }],
    }
  })
  const ids = await insertArticles(ctx.db, items)

  // Each team lists the papers it led, plus up to two more of its area it contributed to.
  const links = new Set<string>()
  plans.forEach((pl, i) => links.add(`${pl.team.id}:${ids[i]}`))
  for (const team of teams) {
    const sameArea = ids.filter((_, i) => plans[i]!.area === team.area)
    for (const id of rng.sample(sameArea, rng.int(0, 2))) links.add(`${team.id}:${id}`)
  }
  await insertMany(
    ctx.db,
    'team_paper',
    [...links].map((l) => {
      const [teamId, articleId] = l.split(':').map(Number) as [number, number]
      return { team_id: teamId, article_id: articleId }
    }),
  )
  await seedHighlights(ctx)
  return ids
}

const HIGHLIGHTS: readonly [Bi, Bi][] = [
  [
    bi('一图读懂：大脑的睡眠开关', "At a glance: the brain's sleep switch"),
    bi('下丘脑中的一小群神经元如何让我们入睡', 'How a small group of hypothalamic neurons puts us to sleep'),
  ],
  [
    bi('脑机接口走进康复病房', 'Brain–computer interfaces on the rehabilitation ward'),
    bi('柔性电极帮助瘫痪患者重获沟通能力', 'Flexible electrodes help paralysed patients communicate again'),
  ],
  [
    bi('神经环路的“交通图”', 'A road map of neural circuits'),
    bi('全脑单神经元图谱揭示信息如何在脑区间流动', 'A whole-brain atlas of single neurons shows how information travels between regions'),
  ],
  [
    bi('当人工智能向大脑学习', 'When artificial intelligence learns from the brain'),
    bi('类脑算法以更低能耗实现持续学习', 'Brain-inspired algorithms learn continually with less energy'),
  ],
  [
    bi('记忆是如何被“存档”的', 'How memories are archived'),
    bi('海马与皮层在睡眠中的对话', 'The dialogue between hippocampus and cortex during sleep'),
  ],
  [
    bi('走近研究所的青年科学家', "Meet the Institute's young scientists"),
    bi('五位青年研究员讲述他们的科研故事', 'Five early-career investigators tell their research stories'),
  ],
]

/** Home-page highlights: not listed in any section, each pointing to an external story. */
async function seedHighlights(ctx: SeedContext) {
  const items: ArticleSeed[] = HIGHLIGHTS.map(([title, sub], i) => ({
    kind: 'highlight',
    publish_at: new Date(ctx.now.getTime() - DAY_MS * (3 + i * 11)),
    out_link: `https://example.org/ibr/highlights/${2026 - Math.floor(i / 3)}-${String(i + 1).padStart(2, '0')}`,
    picture_id: ctx.media.picture('cover', 20 - i * 3),
    ...cols('title', title),
    ...cols('sub_title', sub),
    ...cols('body', p(sub)),
  }))
  await insertArticles(ctx.db, items)
}
