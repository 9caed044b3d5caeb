import { dayIn, daysAfter } from './clock.js'
import { bi, type Bi } from './text.js'

/** What distinguishes the two conferences; everything else is built the same way for both. */
export interface ConferencePlan {
  /** The conference's menu entry and URL; its name carries no year, its title does (`{year}`). */
  token: 'meeting2024' | 'meeting2022'
  /**
   * Days from the seed's day to the first conference day, and how many days it lasts. Relative, so
   * every fresh demo has one conference open for registration and one past but within retention.
   */
  startsIn: number
  length: number
  /** `{year}` stands for the year the conference starts in (texts of the review too). */
  title: Bi
  theme: Bi
  topics: readonly Bi[]
  /** Talk titles of the programme, used in order. */
  talks: readonly Bi[]
  open: boolean
  guests: number
  reviewReports: readonly { title: Bi; text: Bi; day: number }[]
  reviewPhotos: number
}

export const CONFERENCES: readonly ConferencePlan[] = [
  {
    token: 'meeting2024',
    startsIn: 150,
    length: 3,
    title: bi('{year}脑科学大会', '{year} Brain Science Conference'),
    theme: bi('从神经环路到脑机接口', 'From neural circuits to brain–computer interfaces'),
    topics: [
      bi('神经环路与行为', 'Neural circuits and behaviour'),
      bi('脑疾病机制与干预', 'Mechanisms and treatment of brain disorders'),
      bi('脑机接口与神经调控', 'Brain–computer interfaces and neuromodulation'),
      bi('类脑计算与人工智能', 'Brain-inspired computing and AI'),
    ],
    talks: [
      bi('解码运动意图的柔性脑机接口', 'Flexible brain–computer interfaces that decode movement intention'),
      bi('本能行为的神经环路基础', 'The neural circuit basis of innate behaviour'),
      bi('全脑尺度的神经元连接图谱', 'A brain-wide map of neuronal connections'),
      bi('慢性疼痛的中枢敏化机制', 'Central sensitisation in chronic pain'),
      bi('脉冲神经网络中的持续学习', 'Continual learning in spiking neural networks'),
      bi('闭环神经调控治疗难治性癫痫', 'Closed-loop stimulation for drug-resistant epilepsy'),
      bi('前额叶皮层与灵活决策', 'The prefrontal cortex and flexible decisions'),
      bi('基因编码探针的新进展', 'Advances in genetically encoded sensors'),
      bi('神经退行性疾病的早期诊断', 'Early diagnosis of neurodegenerative disease'),
      bi('语言的脑网络', 'Brain networks for language'),
      bi('类脑芯片的系统设计', 'System design for neuromorphic chips'),
      bi('脑机接口的伦理与规范', 'Ethics and governance of brain–computer interfaces'),
    ],
    open: true,
    guests: 8,
    reviewReports: [
      {
        title: bi('{year}脑科学大会在京举行', '{year} Brain Science Conference held in Beijing'),
        day: 2,
        text: bi(
          '为期三天的{year}脑科学大会圆满落幕。来自海内外的六百余名学者围绕“从神经环路到脑机接口”的主题开展了深入交流，大会共安排特邀报告三十余场、墙报两百余份。',
          'The three-day {year} Brain Science Conference has closed. More than six hundred scholars from China and abroad discussed the theme "From neural circuits to brain–computer interfaces" in over thirty invited talks and some two hundred posters.',
        ),
      },
    ],
    reviewPhotos: 2,
  },
  {
    token: 'meeting2022',
    startsIn: -120,
    length: 2,
    title: bi('{year}脑科学大会', '{year} Brain Science Conference'),
    theme: bi('睡眠、记忆与可塑性', 'Sleep, memory and plasticity'),
    topics: [
      bi('睡眠的产生与功能', 'How sleep arises and what it does'),
      bi('记忆的形成与巩固', 'Forming and consolidating memories'),
      bi('突触与环路可塑性', 'Synaptic and circuit plasticity'),
    ],
    talks: [
      bi('睡眠中的记忆重放', 'Memory replay during sleep'),
      bi('下丘脑睡眠开关', 'The hypothalamic sleep switch'),
      bi('突触可塑性的分子基础', 'The molecular basis of synaptic plasticity'),
      bi('海马–皮层对话', 'The hippocampal–cortical dialogue'),
      bi('睡眠障碍与认知衰退', 'Sleep disorders and cognitive decline'),
      bi('梦境的神经关联', 'Neural correlates of dreaming'),
      bi('胶质细胞与记忆', 'Glia and memory'),
      bi('昼夜节律与情绪', 'Circadian rhythms and mood'),
    ],
    open: false,
    guests: 6,
    reviewReports: [
      {
        title: bi('{year}脑科学大会开幕', '{year} Brain Science Conference opens'),
        day: 0,
        text: bi(
          '{year}脑科学大会在研究所国际会议中心开幕。所长在开幕式上致辞，介绍了研究所在睡眠与记忆研究方面的进展。',
          "The {year} Brain Science Conference opened at the IBR International Conference Centre. In his opening address the Director described the Institute's progress in sleep and memory research.",
        ),
      },
      {
        title: bi('大会专题研讨聚焦睡眠与记忆', 'Conference sessions focus on sleep and memory'),
        day: 1,
        text: bi(
          '大会第二天的专题研讨围绕睡眠中的记忆重放、睡眠障碍与认知衰退等议题展开，讨论热烈。',
          'On the second day, sessions on memory replay during sleep and on sleep disorders and cognitive decline drew lively discussion.',
        ),
      },
      {
        title: bi('{year}脑科学大会圆满闭幕', '{year} Brain Science Conference closes'),
        day: 1,
        text: bi(
          '大会评选出十份优秀墙报，并宣布下一届大会将以神经环路与脑机接口为主题。',
          'The conference awarded prizes to ten outstanding posters and announced that the next conference would focus on neural circuits and brain–computer interfaces.',
        ),
      },
    ],
    reviewPhotos: 6,
  },
]

/** The year a conference starts in, in the institute's zone, for a seed run at `now`. */
export function conferenceYear(plan: ConferencePlan, now: Date, timeZone: string): number {
  return dayIn(daysAfter(now, plan.startsIn), timeZone).y
}

/** A text of a conference with its year filled in. */
export function withYear(text: Bi, year: number): Bi {
  return bi(text.zh.replaceAll('{year}', String(year)), text.en.replaceAll('{year}', String(year)))
}

export const conferencePlan = (token: ConferencePlan['token']): ConferencePlan => CONFERENCES.find((c) => c.token === token)!

export const VENUE = {
  name: bi('脑科学研究所国际会议中心', 'IBR International Conference Centre'),
  address: bi('北京市昌平区示例路88号（邮编102206）', '88 Example Road, Changping District, Beijing 102206'),
  rooms: [bi('主会场', 'Main Hall'), bi('分会场A', 'Room A'), bi('分会场B', 'Room B')],
} as const

export const VENUE_PHOTOS: readonly Bi[] = [
  bi('会议中心外景', 'The conference centre'),
  bi('主会场', 'The Main Hall'),
  bi('分会场', 'A breakout room'),
  bi('墙报展区', 'The poster area'),
]

export const REVIEW_PHOTOS: readonly Bi[] = [
  bi('开幕式现场', 'The opening ceremony'),
  bi('特邀报告', 'An invited talk'),
  bi('墙报交流', 'Poster discussions'),
  bi('茶歇交流', 'Talking over coffee'),
  bi('青年学者论坛', 'The early-career forum'),
  bi('闭幕式与合影', 'Closing ceremony and group photo'),
]
