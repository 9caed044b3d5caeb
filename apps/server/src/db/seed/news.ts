import { formatDay } from '../../lib/dates.js'
import { dayIn, spreadTimes, DAY_MS } from './clock.js'
import type { SeedContext } from './context.js'
import { insertArticles, listedIn, type ArticleSeed } from './insert.js'
import { seedList } from './section-list.js'
import { INSTITUTIONS, JOURNALS, MAIL_DOMAIN, phone } from './names.js'
import { CLOSINGS, FINDINGS, STORIES } from './news-bank.js'
import { NOTICES, OFFICES, TENDERS, VIDEOS } from './notice-bank.js'
import type { TeamInfo } from './teams.js'
import { bi, cat, cols, dateText, figure, h3, mail, p, para, same, section, table, textCols, ul, type Bi } from './text.js'

const yearOf = (ctx: SeedContext, at: Date) => dayIn(at, ctx.tz).y
const dated = (ctx: SeedContext, at: Date) => {
  const d = dayIn(at, ctx.tz)
  return dateText(d.y, d.m, d.d)
}

/** General news: research results of the teams interleaved with institute life. 24 items. */
export async function seedNews(ctx: SeedContext, teams: readonly TeamInfo[]): Promise<number[]> {
  const kinds = FINDINGS.flatMap((f, i) => [
    { finding: f, story: undefined },
    { finding: undefined, story: STORIES[i]! },
  ])
  return seedList(ctx, { label: 'news', menu: 'news/news', span: { newest: 1, oldest: 540 } }, kinds, ({ finding, story }, k, at, rng) => {
    const when = dated(ctx, at)
    const cover = ctx.media.picture('cover', k)
    let title: Bi, body: Bi, sub: Bi, source: Bi
    if (finding) {
      const team = teams.filter((t) => t.area === finding.area)[finding.team]!
      const journal = rng.pick(JOURNALS)
      title = finding.title
      sub = bi(`${finding.summary.zh}。`, `${finding.summary.en}.`)
      source = OFFICES.research
      body = cat(
        para(
          `${when.zh}，研究所${team.name.zh}（${team.leader.name.zh}研究员团队）在《${journal}》发表研究论文。${finding.summary.zh}。`,
          `On ${when.en} the ${team.name.en}, led by ${team.leader.name.en}, published a paper in ${journal}. ${finding.summary.en}.`,
        ),
        section(bi('研究方法', 'How it was done'), p(finding.method)),
        rng.chance(0.6) && figure(ctx.media.picture('cover', k + 11), finding.figure),
        section(bi('研究意义', 'Why it matters'), p(finding.meaning)),
        para(
          `该研究得到研究所创新基金等项目的支持。${team.leader.name.zh}研究员为论文通讯作者。`,
          `The work was supported by the Institute Innovation Fund and other grants. ${team.leader.name.en} is the corresponding author.`,
        ),
      )
    } else {
      const s = story!
      title = s.title(yearOf(ctx, at))
      sub = s.lead
      source = OFFICES.general
      body = cat(
        p(bi(`${when.zh}，${s.lead.zh}`, s.lead.en)),
        p(s.detail),
        s.list &&
          (s.times
            ? table(
                [bi('时间', 'Time'), bi('内容', 'Programme')],
                s.list.map((item, i) => [same(s.times![i] ?? ''), item]),
              )
            : ul(s.list)),
        rng.chance(0.4) && figure(ctx.media.picture('cover', k + 5), bi('活动现场', 'At the event')),
        p(rng.pick(CLOSINGS)),
      )
    }
    return {
      kind: 'news',
      publish_at: at,
      picture_id: cover,
      ...textCols({ title, sub_title: sub, body, source }),
    }
  })
}

/** Notices, three of them in Chinese only. */
export async function seedNotices(ctx: SeedContext): Promise<void> {
  await seedList(ctx, { label: 'notices', menu: 'news/notice', span: { newest: 2, oldest: 520 } }, NOTICES, (n, _k, at, rng) => {
    const office = OFFICES[n.office]
    const contact = ctx.names.person()
    const body = cat(
      para('各部门、各研究组：', 'To all departments and research groups,'),
      para(`${n.purpose.zh}现将有关事项通知如下：`, `${n.purpose.en} Details are as follows:`),
      ul(n.items, true),
      p(
        cat(
          bi(`联系人：${contact.name.zh}，电话：`, `Contact: ${contact.name.en}, telephone `),
          same(phone(rng)),
          bi('，邮箱：', ', e-mail '),
          mail(`${n.office}@${MAIL_DOMAIN}`),
        ),
      ),
      p(cat(office, same('<br>'), dated(ctx, at))),
    )
    const title = n.title(yearOf(ctx, at))
    const text = { title, sub_title: n.purpose, body, source: office }
    const en = (b: Bi) => (n.zhOnly ? bi(b.zh, '') : b)
    return {
      kind: 'notice',
      publish_at: at,
      ...textCols({ title: en(text.title), sub_title: en(text.sub_title), body: en(text.body), source: en(text.source) }),
    }
  })
}

/** Research videos: all play the demo clip, each with its own poster picture. */
export async function seedVideos(ctx: SeedContext): Promise<void> {
  await seedList(ctx, { label: 'videos', menu: 'news/video', span: { newest: 3, oldest: 480 } }, VIDEOS, (v, k, at, rng) => {
    const person = v.category === 'lecture' && k % 2 === 1 ? ctx.names.foreigner() : ctx.names.person()
    const who =
      v.category === 'lecture'
        ? (() => {
            const inst = rng.pick(INSTITUTIONS)
            return bi(`主讲人：${person.name.zh}（${inst.zh}）`, `Speaker: ${person.name.en} (${inst.en})`)
          })()
        : bi(`讲解：${person.name.zh}（平台工程师）`, `Guide: ${person.name.en} (facility engineer)`)
    const body = cat(
      p(v.about),
      p(who),
      para(
        `视频时长约${v.minutes}分钟。欢迎转发分享，转载请注明来源。`,
        `Running time about ${v.minutes} minutes. You are welcome to share it; please credit the Institute.`,
      ),
    )
    return {
      kind: 'video',
      category: v.category,
      publish_at: at,
      video_id: ctx.media.video,
      picture_id: ctx.media.picture('cover', 17 + k),
      ...textCols({ title: v.title, sub_title: v.about, body, source: bi('综合办公室', 'General Office') }),
    }
  })
}

/** Procurement notices with a response deadline (older ones have passed) and PDF attachments. */
export async function seedProcurement(ctx: SeedContext): Promise<void> {
  const rng = ctx.rng('procurement')
  const menuId = ctx.menus.get('news/procurement')
  const times = spreadTimes(rng, ctx.now, ctx.tz, TENDERS.length, 4, 500)
  const seqByYear = new Map<number, number>()
  // Numbered in publication order within each year, oldest first, as an office would number them.
  const numbers = [...times]
    .reverse()
    .map((at) => {
      const y = yearOf(ctx, at)
      const seq = (seqByYear.get(y) ?? 0) + 1
      seqByYear.set(y, seq)
      return `${y}-${String(seq).padStart(3, '0')}`
    })
    .reverse()
  const items: ArticleSeed[] = []
  for (const [k, t] of TENDERS.entries()) {
    const at = times[k]!
    const no = numbers[k]!
    const deadline = formatDay(new Date(at.getTime() + 21 * DAY_MS), ctx.tz)
    const contact = ctx.names.person()
    const tel = phone(rng)
    const open = t.method.en === 'Open tender'
    const budget = bi(`${t.budget}万元`, `CNY ${(t.budget / 100).toFixed(2)} million`)
    const files = [
      await ctx.media.pdf(`采购公告-${no}.pdf`, `Procurement notice IBR-${no}`, [
        'Institute for Brain Research',
        `Project number: IBR-${no}`,
        `Item: ${t.item.en}`,
        `Procurement method: ${t.method.en}`,
        `Budget: ${budget.en}`,
        `Response deadline: ${deadline} 17:00 (Asia/Shanghai)`,
        '',
        'Suppliers submit their response documents by the deadline.',
        `Contact: ${contact.name.en}, ${tel}, procurement@${MAIL_DOMAIN}`,
      ]),
    ]
    if (t.twoFiles) {
      files.push(
        await ctx.media.pdf(`technical-requirements-${no}.pdf`, `Technical requirements IBR-${no}`, [
          `Item: ${t.item.en}`,
          '1. Delivery, installation and acceptance on site.',
          '2. Training for users and facility staff.',
          '3. Warranty and maintenance as stated in the notice.',
          '4. Documentation in Chinese and English.',
        ]),
      )
    }
    const body = cat(
      para(
        `研究所拟采购${t.item.zh}，现以${t.method.zh}方式进行采购，欢迎符合条件的供应商参加。`,
        `The Institute intends to procure the following by ${t.method.en.toLowerCase()}. Qualified suppliers are invited to respond.`,
      ),
      h3(bi('一、项目概况', '1. Project')),
      table(
        [bi('项目', 'Item'), bi('内容', 'Details')],
        [
          [bi('项目编号', 'Project number'), same(`IBR-${no}`)],
          [bi('项目名称', 'Name'), t.item],
          [bi('预算金额', 'Budget'), budget],
          [bi('采购方式', 'Method'), t.method],
          [bi('响应截止时间', 'Response deadline'), same(`${deadline} 17:00`)],
        ],
      ),
      section(bi('二、供应商资格要求', '2. Supplier qualifications'), ul(t.requirements, true)),
      section(
        bi('三、获取采购文件', '3. Documents'),
        para(
          '采购文件见本公告附件，请按要求编制并在截止时间前提交响应文件，逾期不予受理。',
          'The procurement documents are attached to this notice. Responses must follow them and arrive before the deadline; late responses are not accepted.',
        ),
      ),
      h3(bi('四、联系方式', '4. Contact')),
      p(
        cat(
          bi(`联系人：${contact.name.zh}；电话：${tel}；邮箱：`, `Contact: ${contact.name.en}; telephone ${tel}; e-mail `),
          mail(`procurement@${MAIL_DOMAIN}`),
        ),
      ),
    )
    items.push({
      kind: 'procurement',
      publish_at: at,
      deadline,
      files,
      ...cols(
        'title',
        open
          ? bi(`${t.item.zh}采购项目招标公告`, `Invitation to tender: ${t.item.en}`)
          : bi(`${t.item.zh}询价公告`, `Request for quotation: ${t.item.en}`),
      ),
      ...textCols({
        sub_title: bi(`项目编号 IBR-${no}，响应截止 ${deadline}`, `Project IBR-${no}, responses by ${deadline}`),
        body,
        source: OFFICES.equipment,
      }),
      menus: listedIn(menuId, k, TENDERS.length),
    })
  }
  await insertArticles(ctx.db, items)
}
