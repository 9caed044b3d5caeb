import { dayIn, daysBefore, daysInMonth, shiftMonth, zoned, DAY_MS, type Day } from './clock.js'
import type { SeedContext } from './context.js'
import { insertArticles, listedIn, type ArticleSeed } from './insert.js'
import { INSTITUTIONS, inSentence, ROOMS } from './names.js'
import type { Random } from './random.js'
import type { TeamInfo } from './teams.js'
import { bi, cat, dateText, hhmm, para, section, textCols, type Bi } from './text.js'

const TOPICS: readonly Bi[] = [
  bi('皮层神经环路的发育与可塑性', 'development and plasticity of cortical circuits'),
  bi('睡眠纺锤波与记忆巩固', 'sleep spindles and memory consolidation'),
  bi('面向临床的闭环脑机接口', 'closed-loop brain–computer interfaces for the clinic'),
  bi('多巴胺与强化学习', 'dopamine and reinforcement learning'),
  bi('神经退行性疾病中的蛋白稳态', 'protein homeostasis in neurodegenerative disease'),
  bi('大规模神经记录的数据分析方法', 'analysing large-scale neural recordings'),
  bi('类脑芯片与低功耗计算', 'neuromorphic chips and low-power computing'),
  bi('嗅觉编码的神经环路基础', 'the neural circuit basis of olfactory coding'),
  bi('疼痛感知的中枢机制', 'central mechanisms of pain perception'),
  bi('自闭症谱系障碍的遗传与环路机制', 'genes and circuits in autism spectrum disorder'),
  bi('视觉注意的神经计算', 'the neural computation of visual attention'),
  bi('胶质细胞与神经炎症', 'glia and neuroinflammation'),
  bi('语言理解的脑网络', 'brain networks for language comprehension'),
  bi('光遗传学工具的新进展', 'new optogenetic tools'),
  bi('衰老大脑的认知储备', 'cognitive reserve in the ageing brain'),
  bi('社会行为的神经环路', 'neural circuits of social behaviour'),
  bi('抑郁症的快速干预机制', 'mechanisms of rapid intervention in depression'),
  bi('超高场磁共振成像技术', 'ultra-high-field magnetic resonance imaging'),
  bi('小脑与运动学习', 'the cerebellum and motor learning'),
  bi('神经数据的开放共享', 'open sharing of neural data'),
  bi('昼夜节律的分子钟', 'the molecular clock of circadian rhythms'),
  bi('触觉信息的皮层编码', 'cortical coding of touch'),
  bi('神经发育中的轴突导向', 'axon guidance in neural development'),
  bi('大语言模型与人脑语言加工', 'large language models and language processing in the brain'),
]
const ROOM_LIST = [ROOMS.hall, ROOMS.seminar, ROOMS.hall, ROOMS.library, ROOMS.online] as const
const FIVE_MIN = 5 * 60000
const SLOTS: readonly [number, number][] = [
  [10, 0],
  [14, 0],
  [15, 30],
  [16, 0],
  [9, 30],
]

/** `n` days of the candidates, evenly spread from first to last. */
function spread(candidates: readonly number[], n: number): number[] {
  if (candidates.length <= n) return [...candidates]
  return Array.from({ length: n }, (_, i) => candidates[Math.round((i * (candidates.length - 1)) / Math.max(1, n - 1))]!)
}

/**
 * Event days of one month: weekdays spread over the month. In the current month some fall before
 * today and some after, so the calendar shows both past and coming events whatever the date.
 */
function eventDays(month: Day, today: Day, rng: Random): number[] {
  const dim = daysInMonth(month.y, month.m)
  const all = Array.from({ length: dim }, (_, i) => i + 1)
  // Weekdays outside the long public holidays (New Year's Day, Labour Day week, National Day week).
  const holiday = (d: number) => (month.m === 1 && d === 1) || (month.m === 5 && d <= 5) || (month.m === 10 && d <= 7)
  const weekday = (d: number) => {
    const w = new Date(Date.UTC(month.y, month.m - 1, d)).getUTCDay()
    return w > 0 && w < 6 && !holiday(d)
  }
  const working = all.filter(weekday)
  const n = rng.int(5, 7)
  if (month.y !== today.y || month.m !== today.m) return spread(working, n)
  const pool = (days: number[]) => (days.filter(weekday).length >= 2 ? days.filter(weekday) : days)
  const before = pool(all.filter((d) => d < today.d))
  const after = pool(all.filter((d) => d > today.d))
  const nBefore = Math.min(before.length, Math.max(1, Math.round(n * (before.length / Math.max(1, before.length + after.length)))))
  const days = [...spread(before, nBefore), ...spread(after, Math.min(after.length, n - nBefore))]
  // Today itself when the month leaves no room on one side (the 1st or the last day).
  if (before.length === 0 || after.length === 0) days.push(today.d)
  return [...new Set(days)].sort((a, b) => a - b)
}

interface Slot {
  at: Date
  time: string
  second: boolean
}

function monthSlots(ctx: SeedContext, month: Day, rng: Random): Slot[] {
  const days = eventDays(month, ctx.today, rng)
  // One or two days of the month get a second event in the afternoon.
  const doubles = new Set(rng.sample(days, Math.min(days.length, rng.int(1, 2))))
  return days.flatMap((d) => {
    const [h, m] = doubles.has(d) ? [10, 0] : rng.pick(SLOTS)
    const first = { at: zoned(ctx.tz, month.y, month.m, d, h, m), time: hhmm(h, m), second: false }
    return doubles.has(d) ? [first, { at: zoned(ctx.tz, month.y, month.m, d, 14, 30), time: hhmm(14, 30), second: true }] : [first]
  })
}

/** Academic events: the month before, this month and the next in full, plus a few older ones. */
export async function seedEvents(ctx: SeedContext, teams: readonly TeamInfo[]): Promise<void> {
  const rng = ctx.rng('events')
  const menuId = ctx.menus.get('news/academic')
  const slots = [-1, 0, 1].flatMap((delta) => monthSlots(ctx, shiftMonth(ctx.today, delta), rng))
  for (const delta of [-2, -3, -5, -7, -9, -12]) {
    const month = shiftMonth(ctx.today, delta)
    slots.push({ at: zoned(ctx.tz, month.y, month.m, rng.int(8, 24), 14, 0), time: hhmm(14, 0), second: false })
  }

  const items: ArticleSeed[] = slots.map((slot, i) => {
    const topic = TOPICS[i % TOPICS.length]!
    const speaker = i % 4 === 3 ? ctx.names.foreigner() : ctx.names.person()
    const inst = INSTITUTIONS[(i * 7) % INSTITUTIONS.length]!
    const host = teams[(i * 3) % teams.length]!
    const room = slot.second ? ROOMS.seminar : ROOM_LIST[i % ROOM_LIST.length]!
    const workshop = i % 5 === 4
    const title = workshop
      ? bi(`${topic.zh}专题研讨会`, `Workshop: ${topic.en.charAt(0).toUpperCase()}${topic.en.slice(1)}`)
      : bi(`学术报告：${topic.zh}`, `Seminar: ${topic.en.charAt(0).toUpperCase()}${topic.en.slice(1)}`)
    const day = dayIn(slot.at, ctx.tz)
    const date = dateText(day.y, day.m, day.d)
    const body = cat(
      para(`时间：${date.zh} ${slot.time}　地点：${room.zh}`, `Time: ${date.en}, ${slot.time}. Place: ${room.en}`),
      section(
        bi('报告摘要', 'Abstract'),
        para(
          `${topic.zh}是当前脑科学研究的前沿问题之一。报告将介绍该领域的主要进展、报告人团队的最新发现以及尚待解决的关键科学问题，并讨论相关研究思路与技术路线。`,
          `${topic.en.charAt(0).toUpperCase()}${topic.en.slice(1)} is one of the frontiers of brain research. The talk reviews the main advances in the field, presents the speaker's latest findings and the key open questions, and discusses approaches and methods.`,
        ),
      ),
      section(
        bi('报告人简介', 'About the speaker'),
        para(
          `${speaker.name.zh}，${inst.zh}教授，长期从事${topic.zh}相关研究，在国内外学术期刊发表论文多篇。`,
          `${speaker.name.en} is a professor at ${inSentence(inst)} who has long worked on ${topic.en} and has published widely.`,
        ),
      ),
      para(`主持人：${host.leader.name.zh}研究员（${host.name.zh}）`, `Host: ${host.leader.name.en} (${host.name.en})`),
      para('欢迎所内外师生参加！', 'All are welcome.'),
    )
    // Announced about a week ahead, but never in the future: only published items are shown.
    const announce = Math.min(slot.at.getTime() - rng.int(5, 10) * DAY_MS, daysBefore(ctx.now, rng.float(0.1, 3)).getTime())
    return {
      kind: 'event',
      event_time: slot.at,
      publish_at: new Date(Math.floor(announce / FIVE_MIN) * FIVE_MIN),
      picture_id: ctx.media.picture('cover', i * 5 + 1),
      picture_vertical_id: ctx.media.picture('vertical', i),
      ...textCols({
        title,
        location: room,
        sub_title: bi(`主讲人：${speaker.name.zh}（${inst.zh}）`, `Speaker: ${speaker.name.en} (${inst.en})`),
        body,
        source: bi('科研处', 'Research Office'),
      }),
    }
  })
  // Pinning follows the order a reader sees: newest announcement first.
  const order = items.map((_, i) => i).sort((a, b) => items[b]!.publish_at.getTime() - items[a]!.publish_at.getTime())
  order.forEach((i, rank) => {
    items[i]!.menus = listedIn(menuId, rank, items.length)
  })
  await insertArticles(ctx.db, items)
}
