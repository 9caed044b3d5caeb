import { MEETING_PAGES, SECTION_CHILDREN, sectionTemplates, type SectionKey } from '@ibr/contract'
import { conferencePlan, conferenceYear, withYear, type ConferencePlan } from './conference-plans.js'
import type { SeedContext } from './context.js'
import { insertIds } from './insert.js'
import { bi, cols, htmlCols, p, type Bi } from './text.js'

interface Entry {
  name: Bi
  intro: Bi
}
type Section<K extends SectionKey> = Entry & { children: Record<(typeof SECTION_CHILDREN)[K][number], Entry> }

const e = (zh: string, en: string, introZh: string, introEn: string): Entry => ({ name: bi(zh, en), intro: p(bi(introZh, introEn)) })

/** The menu of seed-spec point 2, in its order; names and short introductions in both languages. */
const SECTIONS: { [K in SectionKey]: Section<K> } = {
  news: {
    ...e(
      '新闻动态',
      'News',
      '研究所的新闻、通知、科研视频、学术交流活动与采购公告。',
      'News, notices, research videos, academic events and procurement announcements of the Institute.',
    ),
    children: {
      notice: e('通知公告', 'Notices', '面向所内外的各类通知与公告。', 'Announcements for staff, students and visitors.'),
      news: e('综合新闻', 'General News', '科研进展、合作交流与研究所生活。', 'Research progress, partnerships and life at the Institute.'),
      video: e('科研视频', 'Videos', '学术讲座与实验室探访视频。', 'Recorded lectures and tours of our laboratories.'),
      academic: e('学术交流', 'Academic Events', '学术报告、研讨会与讲座安排。', 'Seminars, workshops and lectures.'),
      procurement: e(
        '采购公告',
        'Procurement',
        '仪器设备与服务采购的公开信息。',
        'Public tenders for instruments, equipment and services.',
      ),
    },
  },
  research: {
    ...e(
      '科研成果',
      'Research',
      '研究所在脑科学各领域发表的代表性成果。',
      'Selected publications of the Institute across the brain sciences.',
    ),
    children: {
      paper: e(
        '论文期刊',
        'Papers',
        '按研究方向与年份检索研究所发表的论文。',
        'Papers published by the Institute, searchable by research area and year.',
      ),
    },
  },
  team: {
    ...e(
      '研究团队',
      'Research Teams',
      '研究团队、合作研究人员与公共技术平台。',
      'Research teams, collaborating researchers and core facilities.',
    ),
    children: {
      team: e('研究组', 'Research Groups', '四个研究方向下的二十个独立研究组。', 'Twenty independent groups in four research areas.'),
      consociation: e(
        '合作研究人员',
        'Collaborating Researchers',
        '与研究所长期合作的所外学者。',
        'Scholars from other institutions who work with us on joint projects.',
      ),
      coreFacility: e(
        '公共平台',
        'Core Facilities',
        '向所内外开放的公共技术平台。',
        'Shared technology platforms open to internal and external users.',
      ),
    },
  },
  personnel: {
    ...e('人才培养', 'Education', '研究生招生、培养与博士后工作。', 'Graduate admissions, training and the postdoctoral programme.'),
    children: {
      admissions: e(
        '研究生招生',
        'Graduate Admissions',
        '博士、硕士研究生招生与夏令营信息。',
        'Doctoral and master admissions and the summer camp.',
      ),
      workOverview: e(
        '工作概况',
        'Overview',
        '研究生教育与博士后工作的基本情况。',
        'An overview of graduate education and postdoctoral work.',
      ),
      cultivate: e(
        '培养工作',
        'Training',
        '课程、学位、学术活动与培养信息。',
        'Courses, degrees, academic activities and training information.',
      ),
      postdoctor: e('博士后工作站', 'Postdoctoral Station', '博士后招收、政策与资源。', 'Postdoctoral positions, policies and resources.'),
    },
  },
  recruitment: {
    ...e(
      '招聘信息',
      'Careers',
      '研究组长、博士后、实验技术与平台岗位招聘。',
      'Openings for principal investigators, postdocs, laboratory and facility staff.',
    ),
    children: {
      recruitInfo: e('招聘岗位', 'Positions', '在招岗位与已截止岗位一览。', 'Open and closed positions.'),
    },
  },
  meeting: {
    ...e('学术会议', 'Conferences', '研究所主办的脑科学大会。', 'Brain science conferences hosted by the Institute.'),
    children: {
      // {year}: the year each conference starts in, which depends on the seed's day.
      meeting2024: e(
        '{year}脑科学大会',
        '{year} Brain Science Conference',
        '{year}脑科学大会：从神经环路到脑机接口。',
        'The {year} Brain Science Conference: from neural circuits to brain–computer interfaces.',
      ),
      meeting2022: e(
        '{year}脑科学大会',
        '{year} Brain Science Conference',
        '{year}脑科学大会：睡眠、记忆与可塑性。',
        'The {year} Brain Science Conference: sleep, memory and plasticity.',
      ),
    },
  },
  about: {
    ...e(
      '关于我们',
      'About',
      '研究所概况、领导、学术委员会与职能部门。',
      'The Institute, its leadership, academic committee and departments.',
    ),
    children: {
      overview: e('研究所概况', 'Overview', '研究所的使命、历史与现状。', 'Our mission, history and the Institute today.'),
      leaderIndex: e('所领导', 'Leadership', '研究所现任领导班子。', 'The current leadership of the Institute.'),
      committee: e(
        '学术委员会',
        'Academic Committee',
        '指导研究所学术方向的学术委员会。',
        "The committee that guides the Institute's scientific direction.",
      ),
      department: e('职能部门', 'Departments', '为科研提供支撑的职能部门。', 'The departments that support research.'),
    },
  },
}

const MEETING_PAGE_NAMES: Record<(typeof MEETING_PAGES)[number], Entry> = {
  overview: e('会议概况', 'Overview', '会议主题、时间、地点与组织机构。', 'Theme, dates, venue and organisers.'),
  apply: e('参会报名', 'Registration', '在线填写参会报名表。', 'Register online to attend.'),
  schedule: e('会议日程', 'Programme', '按日查看会议日程。', 'The programme day by day.'),
  guest: e('特邀嘉宾', 'Invited Speakers', '大会特邀报告人。', 'Invited speakers of the conference.'),
  file: e('会议资料', 'Documents', '会议手册、摘要模板与交通指南下载。', 'Programme book, abstract template and travel guide.'),
  review: e('会议回顾', 'Review', '会议报道与现场照片。', 'Reports and photos from the conference.'),
}

function conferenceEntry(ctx: SeedContext, token: string, entry: Entry): Entry {
  const year = conferenceYear(conferencePlan(token as ConferencePlan['token']), ctx.now, ctx.tz)
  return { name: withYear(entry.name, year), intro: withYear(entry.intro, year) }
}

/** Inserts the whole tree and records every entry's id in ctx.menus. */
export async function seedMenuTree(ctx: SeedContext): Promise<void> {
  const templates = sectionTemplates(ctx.product)
  const keys = Object.keys(SECTION_CHILDREN) as SectionKey[]
  const row = (parentId: number | null, sort: number, template: string, entry: Entry, picture: string | null) => ({
    parent_id: parentId,
    sort,
    list_template: template,
    picture_id: picture,
    ...cols('name', entry.name),
    ...htmlCols('intro', entry.intro),
  })

  const sectionIds = await insertIds(
    ctx.db,
    'menu',
    keys.map((key, i) => row(null, i + 1, templates[key], SECTIONS[key], ctx.media.picture('cover', i * 3))),
  )
  keys.forEach((key, i) => ctx.menus.set(key, sectionIds[i]!))

  const children = keys.flatMap((key, i) =>
    (SECTION_CHILDREN[key] as readonly string[]).map((child, j) => ({ key, child, parent: sectionIds[i]!, sort: j + 1 })),
  )
  const childIds = await insertIds(
    ctx.db,
    'menu',
    children.map((c, n) => {
      const entry = (SECTIONS[c.key].children as Record<string, Entry>)[c.child]!
      return row(
        c.parent,
        c.sort,
        c.child,
        c.key === 'meeting' ? conferenceEntry(ctx, c.child, entry) : entry,
        ctx.media.picture('cover', n + 1),
      )
    }),
  )
  children.forEach((c, n) => ctx.menus.set(`${c.key}/${c.child}`, childIds[n]!))

  for (const conf of SECTION_CHILDREN.meeting) {
    const parent = ctx.menus.get(`meeting/${conf}`)
    const pageIds = await insertIds(
      ctx.db,
      'menu',
      MEETING_PAGES.map((page, j) => row(parent, j + 1, page, MEETING_PAGE_NAMES[page], null)),
    )
    MEETING_PAGES.forEach((page, j) => ctx.menus.set(`meeting/${conf}/${page}`, pageIds[j]!))
  }
}
