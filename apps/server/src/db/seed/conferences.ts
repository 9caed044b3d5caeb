import { createHash } from 'node:crypto'
import { dayIn, daysAfter, DAY_MS, zoned } from './clock.js'
import type { SeedContext } from './context.js'
import { insertArticles, insertIds, insertMany, type ArticleSeed } from './insert.js'
import { registrationForm } from './conference-form.js'
import { conferenceYear, CONFERENCES, REVIEW_PHOTOS, VENUE, VENUE_PHOTOS, withYear, type ConferencePlan } from './conference-plans.js'
import { INSTITUTIONS, inSentence, MAIL_DOMAIN, type Person } from './names.js'
import type { TeamInfo } from './teams.js'
import { bi, cat, cols, htmlCols, mail, p, para, section, table, ul, type Bi } from './text.js'

/** A calendar date of the conference at a given hour in the institute's zone. */
function at(ctx: SeedContext, isoDay: string, hour = 9): Date {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number]
  return zoned(ctx.tz, y, m, d, hour)
}

/**
 * A plan with its calendar days fixed relative to the seed's day, as ISO dates in the institute's
 * zone, and its texts naming the year it starts in.
 */
type DatedPlan = ConferencePlan & { days: readonly string[]; year: number }

function datePlan(ctx: SeedContext, plan: ConferencePlan): DatedPlan {
  const days = Array.from({ length: plan.length }, (_, i) => {
    const d = dayIn(daysAfter(ctx.now, plan.startsIn + i), ctx.tz)
    return `${d.y}-${String(d.m).padStart(2, '0')}-${String(d.d).padStart(2, '0')}`
  })
  const year = conferenceYear(plan, ctx.now, ctx.tz)
  const reviewReports = plan.reviewReports.map((r) => ({ ...r, title: withYear(r.title, year), text: withYear(r.text, year) }))
  return { ...plan, days, year, title: withYear(plan.title, year), reviewReports }
}

const BREAK = bi('茶歇', 'Coffee break')
const LUNCH = bi('午餐', 'Lunch')
const FOYER = bi('会议中心大厅', 'Foyer')

type Row = [string, string, Bi, Person | null, Bi | null, Bi]

/** The programme of one day: talks, breaks (no speaker) and, on the first and last day, the ceremonies. */
function dayProgramme(plan: DatedPlan, day: number, speakers: { person: Person; inst: Bi }[], host: TeamInfo, next: () => number): Row[] {
  const [main, roomA, roomB] = VENUE.rooms
  const talk = (from: string, to: string, room: Bi): Row => {
    const i = next()
    const s = speakers[i % speakers.length]!
    return [from, to, plan.talks[i % plan.talks.length]!, s.person, s.inst, room]
  }
  const ibr = bi('脑科学研究所', 'Institute for Brain Research')
  const last = day === plan.days.length - 1
  if (day === 0) {
    return [
      ['08:30', '09:00', bi('开幕式', 'Opening ceremony'), host.leader, ibr, main],
      talk('09:00', '09:45', main),
      talk('09:45', '10:30', main),
      ['10:30', '10:50', BREAK, null, null, FOYER],
      talk('10:50', '11:30', main),
      talk('11:30', '12:10', main),
      ['12:10', '13:30', LUNCH, null, null, bi('会议中心餐厅', 'Restaurant')],
      talk('13:30', '14:10', roomA),
      talk('14:10', '14:50', roomB),
    ]
  }
  if (last) {
    return [
      talk('09:00', '09:40', main),
      talk('09:40', '10:20', main),
      ['10:20', '10:40', BREAK, null, null, FOYER],
      talk('10:40', '11:20', main),
      ['11:20', '12:00', bi('闭幕式暨优秀墙报颁奖', 'Closing ceremony and poster prizes'), host.leader, ibr, main],
      ['12:00', '13:30', LUNCH, null, null, bi('会议中心餐厅', 'Restaurant')],
    ]
  }
  return [
    talk('09:00', '09:40', main),
    talk('09:40', '10:20', main),
    ['10:20', '10:40', BREAK, null, null, FOYER],
    talk('10:40', '11:20', roomA),
    talk('11:20', '12:00', roomB),
    ['12:00', '13:30', LUNCH, null, null, bi('会议中心餐厅', 'Restaurant')],
    ['13:30', '15:00', bi('墙报交流', 'Poster session'), null, null, bi('墙报展区', 'Poster area')],
    talk('15:00', '15:40', main),
  ]
}

function summaryHtml(plan: DatedPlan): Bi {
  const first = plan.days[0]!
  const lastDay = plan.days[plan.days.length - 1]!
  return cat(
    para(
      `${plan.title.zh}由脑科学研究所主办，将于${first}至${lastDay}在${VENUE.name.zh}举行。本届大会主题为“${plan.theme.zh}”，旨在汇聚海内外学者，交流脑科学前沿进展，促进学科交叉与合作。`,
      `The ${plan.title.en}, hosted by the Institute for Brain Research, takes place from ${first} to ${lastDay} at the ${VENUE.name.en}. Under the theme "${plan.theme.en}", it brings together researchers from China and abroad to share advances and build collaborations across disciplines.`,
    ),
    section(bi('会议主题', 'Topics'), ul(plan.topics)),
    section(
      bi('会议形式', 'Format'),
      para(
        '大会设特邀报告、专题报告、墙报交流与青年学者论坛，同时提供线上参会通道。',
        'The programme includes invited talks, thematic sessions, posters and an early-career forum; online attendance is also possible.',
      ),
    ),
  )
}

function trafficHtml(): Bi {
  return cat(
    para('会议中心位于研究所园区东侧。', 'The conference centre is on the east side of the Institute campus.'),
    ul([
      bi('地铁：乘坐地铁至“示例园站”，B出口步行约10分钟。', 'Metro: to Example Park station, exit B, then a ten-minute walk.'),
      bi(
        '机场：乘坐机场大巴至终点站，换乘出租车约20分钟。',
        'From the airport: airport coach to the terminus, then about twenty minutes by taxi.',
      ),
      bi('自驾：园区内设访客停车场，凭参会证免费停车。', 'By car: visitor parking on campus is free with a conference badge.'),
    ]),
  )
}

function feeHtml(plan: DatedPlan): Bi {
  return cat(
    table(
      [bi('类别', 'Category'), bi('提前注册', 'Early'), bi('常规注册', 'Regular')],
      [
        [bi('学生', 'Students'), bi('600元', 'CNY 600'), bi('800元', 'CNY 800')],
        [bi('教师/研究人员', 'Faculty and researchers'), bi('1200元', 'CNY 1,200'), bi('1500元', 'CNY 1,500')],
        [bi('企业人员', 'Industry'), bi('2000元', 'CNY 2,000'), bi('2500元', 'CNY 2,500')],
      ],
    ),
    para(
      '注册费包含会议资料、午餐与茶歇。线上参会免费。报到时可使用银行转账或现场刷卡缴费。',
      'The fee covers conference materials, lunches and coffee breaks; online attendance is free. Pay by bank transfer or by card at registration.',
    ),
    p(cat(bi('发票及缴费问题请联系：', 'Questions about fees and invoices: '), mail(`${plan.token}@${MAIL_DOMAIN}`))),
  )
}

function noticeHtml(): Bi {
  return ul(
    [
      bi(
        '请如实填写报名信息，确认信将发送至所填邮箱。',
        'Please give accurate details; the confirmation goes to the e-mail address you enter.',
      ),
      bi('申请墙报或口头报告者请上传摘要，摘要不超过一页。', 'If you apply for a poster or a talk, upload a one-page abstract.'),
      bi('会议组委会将根据报名信息安排报告与座位。', 'The organisers assign talks and seats from the registrations.'),
      bi(
        '个人信息仅用于会议组织，不会向第三方提供。',
        'Personal data are used only to organise the conference and are not passed to third parties.',
      ),
    ],
    true,
  )
}

/** Both conferences: their rows (table meeting) with programme, guests, documents, review and pictures. */
export async function seedConferences(ctx: SeedContext, teams: readonly TeamInfo[]): Promise<void> {
  for (const [mi, undated] of CONFERENCES.entries()) {
    const plan = datePlan(ctx, undated)
    const menu = (page: string) => ctx.menus.get(`meeting/${plan.token}${page ? `/${page}` : ''}`)
    const start = at(ctx, plan.days[0]!)
    const [meetingId] = await insertIds(ctx.db, 'meeting', [
      {
        menu_id: menu(''),
        token: plan.token,
        start_date: plan.days[0]!,
        end_date: plan.days[plan.days.length - 1]!,
        contact_email: `${plan.token}@${MAIL_DOMAIN}`,
        picture_id: ctx.media.picture('banner', 8 + mi),
        registration_open: plan.open,
        reg_deadline: plan.open ? daysAfter(ctx.now, 120) : new Date(start.getTime() - 14 * DAY_MS),
        form_fields: JSON.stringify(registrationForm()),
        // Announced well before it starts, and never later than a month ago, so both are public now.
        publish_at: new Date(Math.min(start.getTime() - 150 * DAY_MS, ctx.now.getTime() - 30 * DAY_MS)),
        ...cols('title', plan.title),
        ...cols('sub_title', plan.theme),
        ...htmlCols('summary', summaryHtml(plan)),
        ...cols('venue', VENUE.name),
        ...cols('address', VENUE.address),
        ...htmlCols('traffic', trafficHtml()),
        ...htmlCols('fee', feeHtml(plan)),
        ...htmlCols('notice', noticeHtml()),
        ...cols(
          'organizer',
          bi(
            '主办：脑科学研究所；协办：东湖大学、北岭理工大学',
            'Hosted by the Institute for Brain Research with Donghu University and Beiling Institute of Technology',
          ),
        ),
      },
    ])

    await seedRegistrations(ctx, meetingId!, plan.token, start)

    const guests = Array.from({ length: plan.guests }, (_, i) => ({
      person: i % 3 === 2 ? ctx.names.foreigner() : ctx.names.person(),
      inst: INSTITUTIONS[(i * 5 + mi) % INSTITUTIONS.length]!,
    }))
    const host = teams[1]!
    let counter = 0
    const next = () => counter++
    const tagIds = await insertIds(
      ctx.db,
      'meeting_tag',
      plan.days.map((day, d) => ({
        meeting_id: meetingId!,
        day,
        sort: d + 1,
        ...cols('name', bi(`第${'一二三四'[d]}天`, `Day ${d + 1}`)),
      })),
    )
    const sessions = plan.days.flatMap((_, d) =>
      dayProgramme(plan, d, guests, host, next).map(([from, to, title, speaker, inst, place], sort) => ({
        tag_id: tagIds[d]!,
        start_time: from,
        end_time: to,
        sort,
        ...cols('title', title),
        ...cols('speaker', speaker?.name ?? bi('', '')),
        ...cols('affiliation', inst ?? bi('', '')),
        ...cols('place', place),
      })),
    )
    await insertMany(ctx.db, 'meeting_session', sessions)

    const articles: ArticleSeed[] = guests.map(({ person, inst }, i) => ({
      kind: 'person',
      publish_at: new Date(Math.min(start.getTime(), ctx.now.getTime()) - (60 - i) * DAY_MS),
      picture_id: ctx.media.picture('portrait', i + mi * 3),
      ...cols('title', person.name),
      ...cols('sub_title', bi(`${inst.zh}教授`, `Professor, ${inst.en}`)),
      ...cols(
        'body',
        cat(
          para(
            `${person.name.zh}，${inst.zh}教授，研究方向为${plan.topics[i % plan.topics.length]!.zh}。`,
            `${person.name.en} is a professor at ${inSentence(inst)} working on ${plan.topics[i % plan.topics.length]!.en.toLowerCase()}.`,
          ),
          para(`大会报告题目：${plan.talks[i % plan.talks.length]!.zh}`, `Talk: ${plan.talks[i % plan.talks.length]!.en}`),
        ),
      ),
      menus: [menu('guest')],
    }))
    const docs: [string, Bi, string, string[]][] = [
      [
        `programme-${plan.year}.pdf`,
        bi('会议手册', 'Programme book'),
        `${plan.title.en}: programme`,
        plan.days.map((d, i) => `Day ${i + 1} (${d}): talks 09:00-17:00, ${VENUE.name.en}`),
      ],
      [
        `abstract-template-${plan.year}.pdf`,
        bi('摘要模板', 'Abstract template'),
        'Abstract template',
        [
          'Title (max. 20 words)',
          'Authors and affiliations',
          'Abstract (max. 300 words)',
          'Keywords (3-5)',
          'Preferred format: poster or talk',
        ],
      ],
      [
        `travel-guide-${plan.year}.pdf`,
        bi('交通与住宿指南', 'Travel and accommodation guide'),
        'Travel and accommodation guide',
        [
          'Metro: Example Park station, exit B',
          'Airport coach to the terminus, then taxi (20 min)',
          'Hotels near the campus offer conference rates',
          `Questions: ${plan.token}@${MAIL_DOMAIN}`,
        ],
      ],
    ]
    for (const [i, [name, title, pdfTitle, lines]] of docs.entries()) {
      const fileId = await ctx.media.pdf(name, pdfTitle, lines)
      articles.push({
        kind: 'page',
        publish_at: new Date(Math.min(start.getTime(), ctx.now.getTime()) - (30 - i) * DAY_MS),
        files: [fileId],
        ...cols('title', title),
        ...cols('sub_title', bi(`${plan.title.zh}${title.zh}下载`, `${title.en} of the ${plan.title.en}`)),
        ...cols('body', para(`${title.zh}请见附件。`, `The ${title.en.toLowerCase()} is attached.`)),
        menus: [menu('file')],
      })
    }
    for (const [i, report] of plan.reviewReports.entries()) {
      articles.push({
        kind: 'news',
        publish_at: at(ctx, plan.days[report.day]!, 18 + i),
        picture_id: ctx.media.picture('cover', 6 + i * 2 + mi),
        ...cols('title', report.title),
        ...cols('sub_title', report.text),
        ...cols(
          'body',
          cat(
            p(report.text),
            para(
              '感谢所有参会者、报告人与志愿者的支持，我们下届大会再见！',
              'Thanks to all participants, speakers and volunteers. See you at the next conference!',
            ),
          ),
        ),
        ...cols('source', bi('综合办公室', 'General Office')),
        menus: [menu('review')],
      })
    }
    await insertArticles(ctx.db, articles)

    const images = [
      ...VENUE_PHOTOS.slice(0, 4 - mi).map((title, i) => ({ type: 'venue', title, file: ctx.media.picture('cover', 12 + i) })),
      ...REVIEW_PHOTOS.slice(0, plan.reviewPhotos).map((title, i) => ({
        type: 'review',
        title,
        file: ctx.media.picture('cover', 3 + i * 3 + mi),
      })),
    ]
    await insertMany(
      ctx.db,
      'image',
      images.map((img, sort) => ({
        menu_id: menu(''),
        type: img.type,
        file_id: img.file,
        sort,
        // The venue is shown while registration is open; the review's photos only once it has taken place.
        publish_at: img.type === 'venue' ? new Date(Math.min(start.getTime(), ctx.now.getTime() - DAY_MS)) : start,
        ...cols('title', img.title),
      })),
    )
  }
}

/**
 * A few registrations of each conference, one in each state, one paid: what the console's list,
 * counts and check-in show in the demo. Each opens its private page with the key `demo-<code>`
 * (docs/registrations.md), e.g. /#/registration/M24-DEMOAAAA/demo-M24-DEMOAAAA.
 */
async function seedRegistrations(ctx: SeedContext, meetingId: number, token: string, start: Date): Promise<void> {
  const year = token.replace(/\D/g, '').slice(-2)
  const states = [
    { state: 'accepted', workshop: ['imaging', 'modelling'], paid: true, lang: 'zh' },
    { state: 'accepted', workshop: ['imaging'], paid: false, lang: 'en' },
    { state: 'accepted', workshop: [], paid: false, lang: 'zh' },
    { state: 'pending', workshop: ['modelling'], paid: false, lang: 'zh' },
    { state: 'waiting', workshop: [], paid: false, lang: 'en' },
    { state: 'rejected', workshop: [], paid: false, lang: 'zh' },
    { state: 'withdrawn', workshop: ['imaging'], paid: false, lang: 'en' },
  ] as const
  const fees: Record<string, number> = { imaging: 30000, modelling: 20000 }
  await insertMany(
    ctx.db,
    'registration',
    states.map((r, i) => {
      const person = i % 3 === 1 ? ctx.names.foreigner() : ctx.names.person()
      const code = `M${year}-DEMOAAA${'ABCDEFGH'[i]}`
      const fee = r.workshop.reduce((sum, w) => sum + fees[w]!, 0)
      // Before the conference and never in the future, so a past conference's list reads true too.
      const created = new Date(Math.min(ctx.now.getTime(), start.getTime() - 30 * DAY_MS) - (20 - i * 2) * DAY_MS)
      return {
        meeting_id: meetingId,
        email: `${person.handle}@example.org`,
        confirm_code: code,
        lang: r.lang,
        state: r.state,
        fee,
        created_at: created,
        updated_at: created,
        paid_at: r.paid ? daysAfter(created, 3) : null,
        pay_reference: r.paid ? `BANK-${year}0915-001` : null,
        comment: r.state === 'rejected' ? 'The programme is full for this research area.' : null,
        access_key_hash: createHash('sha256').update(`demo-${code}`).digest('base64url'),
        fields: JSON.stringify({
          name: r.lang === 'en' ? person.name.en : person.name.zh,
          email: `${person.handle}@example.org`,
          phone: `+86 10 6${String(1000000 + i * 7919).slice(-7)}`,
          organization: INSTITUTIONS[i % INSTITUTIONS.length]![r.lang],
          title: ['student', 'faculty', 'postdoc', 'faculty', 'student', 'industry', 'other'][i]!,
          attendance: i % 4 === 3 ? 'online' : 'onsite',
          presentation: i % 3 === 0 ? 'poster' : 'none',
          workshop: [...r.workshop],
          remarks: '',
          consent: 'yes',
        }),
      }
    }),
  )
}
