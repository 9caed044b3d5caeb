import { RESEARCH_AREAS, type ResearchArea } from '@ibr/contract'
import type { SeedContext } from './context.js'
import { insertIds, insertMany } from './insert.js'
import { BUILDINGS, INSTITUTIONS, inSentence, MAIL_DOMAIN, phone, type Person } from './names.js'
import { AREAS, TEAMS } from './research-bank.js'
import { bi, cat, cols, htmlCols, p, para, ul, type Bi } from './text.js'

/** A research group as the rest of the seed sees it (papers, news and events name its leader). */
export interface TeamInfo {
  id: number
  area: ResearchArea
  name: Bi
  leader: Person
  interests: readonly Bi[]
}

const MEMBER_ROLES: readonly Bi[] = [
  bi('副研究员', 'Associate Investigator'),
  bi('助理研究员', 'Assistant Investigator'),
  bi('博士后', 'Postdoctoral Fellow'),
  bi('博士研究生', 'PhD Student'),
  bi('博士研究生', 'PhD Student'),
  bi('硕士研究生', 'Master Student'),
  bi('实验技术员', 'Research Technician'),
]

function leaderBio(ctx: SeedContext, leader: Person, team: Bi, interests: readonly Bi[], seed: string): Bi {
  const rng = ctx.rng(seed)
  const phdYear = rng.int(2003, 2013)
  const joinYear = phdYear + rng.int(4, 7)
  const [phdAt, postdocAt] = rng.sample(INSTITUTIONS, 2) as [Bi, Bi]
  const papers = rng.int(2, 6) * 10
  return cat(
    para(
      `${leader.name.zh}，研究员，博士生导师，${team.zh}组长。${phdYear}年毕业于${phdAt.zh}，获神经生物学博士学位；随后在${postdocAt.zh}从事博士后研究。${joinYear}年加入研究所，组建独立研究组。`,
      `${leader.name.en} is a Principal Investigator and leads the ${team.en}. ${leader.name.en.split(' ')[0]} received a PhD in neurobiology from ${inSentence(phdAt)} in ${phdYear}, did postdoctoral research at ${inSentence(postdocAt)}, and joined the Institute in ${joinYear} to start an independent group.`,
    ),
    para(
      `研究组主要关注${interests[0]!.zh}和${interests[1]!.zh}，近年来在${interests[2]!.zh}方面取得系列进展，已发表研究论文${papers}余篇，主持多项科研项目。`,
      `The group works mainly on ${interests[0]!.en} and ${interests[1]!.en}, and has recently made a series of advances on ${interests[2]!.en}. ${leader.name.en.split(' ')[0]} has published more than ${papers} research papers and leads several funded projects.`,
    ),
    para(
      '研究组长期招收博士后与研究生，欢迎对脑科学感兴趣的同学联系。',
      'The group welcomes enquiries from prospective postdocs and graduate students interested in the brain sciences.',
    ),
  )
}

const APPROACHES: readonly Bi[] = [
  bi('结合行为学与在体记录开展研究', 'studied with behavioural experiments and in vivo recording'),
  bi('综合运用成像、遗传操控与计算建模', 'approached with imaging, genetic manipulation and computational modelling'),
  bi('与临床及工程团队合作推进', 'pursued together with clinical and engineering partners'),
]

function interestsHtml(interests: readonly Bi[]): Bi {
  return cat(
    para('研究组围绕以下方向开展工作：', 'The group pursues the following questions:'),
    ul(
      interests.map((i, k) =>
        bi(`${i.zh}：${APPROACHES[k % 3]!.zh}。`, `${i.en.charAt(0).toUpperCase() + i.en.slice(1)}, ${APPROACHES[k % 3]!.en}.`),
      ),
    ),
  )
}

/** Research areas, the twenty teams with their members, and the collaborating researchers. */
export async function seedTeams(ctx: SeedContext): Promise<TeamInfo[]> {
  const areaIds = await insertIds(
    ctx.db,
    'research_area',
    RESEARCH_AREAS.map((code, i) => ({
      code,
      sort: i + 1,
      picture_id: ctx.media.picture('cover', 4 + i * 5),
      ...cols('name', AREAS[code].name),
      ...cols('intro', AREAS[code].intro),
    })),
  )
  const areaId = new Map(RESEARCH_AREAS.map((code, i) => [code, areaIds[i]!]))

  const plans = RESEARCH_AREAS.flatMap((area) => TEAMS[area].map((t) => ({ area, ...t, leader: ctx.names.person() })))
  const rng = ctx.rng('teams')
  const teamRows = plans.map((t, i) => {
    const building = BUILDINGS[i % 3]!
    const room = `${rng.int(2, 6)}${String(rng.int(1, 30)).padStart(2, '0')}`
    return {
      kind: 'team' as const,
      area_id: areaId.get(t.area)!,
      sort: i + 1,
      photo_id: ctx.media.picture('portrait', i),
      email: `${t.leader.handle}@${MAIL_DOMAIN}`,
      phone: phone(rng),
      ...cols('name', t.name),
      ...cols('leader', t.leader.name),
      ...cols('leader_title', bi('研究员', 'Principal Investigator')),
      ...cols(
        'summary',
        bi(
          `${t.name.zh}研究${t.interests[0].zh}、${t.interests[1].zh}与${t.interests[2].zh}。`,
          `The ${t.name.en} studies ${t.interests[0].en}, ${t.interests[1].en} and ${t.interests[2].en}.`,
        ),
      ),
      ...htmlCols('bio', leaderBio(ctx, t.leader, t.name, t.interests, `bio-${i}`)),
      ...htmlCols('interests', interestsHtml(t.interests)),
      ...cols('location', bi(`${building.zh}${room}室`, `${building.en}, Room ${room}`)),
    }
  })
  const teamIds = await insertIds(ctx.db, 'team', teamRows)

  const members = teamIds.flatMap((teamId) => {
    const roles = rng.sample(MEMBER_ROLES, rng.int(3, 6)).sort((a, b) => MEMBER_ROLES.indexOf(a) - MEMBER_ROLES.indexOf(b))
    return roles.map((role, sort) => {
      const person = ctx.names.person()
      return {
        team_id: teamId,
        sort,
        email: sort < 2 ? `${person.handle}@${MAIL_DOMAIN}` : '',
        ...cols('name', person.name),
        ...cols('role', role),
      }
    })
  })
  await insertMany(ctx.db, 'team_member', members)
  await seedCollaborators(ctx, areaId)
  return plans.map((t, i) => ({ id: teamIds[i]!, area: t.area, name: t.name, leader: t.leader, interests: t.interests }))
}

/** Collaborating researchers: one person each, at another (fictional) institution. */
async function seedCollaborators(ctx: SeedContext, areaId: Map<ResearchArea, number>) {
  const rng = ctx.rng('collaborators')
  const topics: [ResearchArea, Bi][] = [
    ['principles', bi('睡眠调控的比较神经生物学', 'comparative neurobiology of sleep regulation')],
    ['disorders', bi('神经退行性疾病临床队列', 'clinical cohorts in neurodegenerative disease')],
    ['methods', bi('植入式电极材料', 'materials for implantable electrodes')],
    ['computation', bi('神经形态硬件', 'neuromorphic hardware')],
    ['disorders', bi('儿童神经发育评估', 'assessment of child neurodevelopment')],
    ['principles', bi('嗅觉与情绪的关联', 'links between smell and emotion')],
    ['methods', bi('超高场磁共振成像', 'ultra-high-field magnetic resonance imaging')],
    ['computation', bi('语言的脑网络建模', 'modelling the brain networks of language')],
  ]
  const rows = topics.map(([area, topic], i) => {
    const person = i % 3 === 2 ? ctx.names.foreigner() : ctx.names.person()
    const inst = INSTITUTIONS[(i * 5 + 2) % INSTITUTIONS.length]!
    const title = rng.pick([bi('教授', 'Professor'), bi('研究员', 'Principal Investigator'), bi('副教授', 'Associate Professor')])
    const since = rng.int(2016, 2024)
    return {
      kind: 'consociation' as const,
      area_id: areaId.get(area)!,
      sort: i + 1,
      photo_id: ctx.media.picture('portrait', 20 + i),
      email: `${person.handle}@collab.example`,
      phone: '',
      ...cols('name', person.name),
      ...cols('leader', person.name),
      ...cols('leader_title', bi(`${inst.zh}${title.zh}`, `${title.en}, ${inst.en}`)),
      ...cols('summary', bi(`${since}年起与研究所合作开展${topic.zh}研究。`, `Working with the Institute on ${topic.en} since ${since}.`)),
      ...htmlCols(
        'bio',
        cat(
          para(
            `${person.name.zh}，${inst.zh}${title.zh}，长期从事${topic.zh}研究。`,
            `${person.name.en} is ${/^[AEIOU]/.test(title.en) ? 'an' : 'a'} ${title.en} at ${inSentence(inst)} and has long worked on ${topic.en}.`,
          ),
          para(
            `自${since}年起作为合作研究人员参与研究所的联合项目，定期来所开展学术交流并共同指导研究生。`,
            `Since ${since} ${person.name.en.split(' ')[0]} has taken part in joint projects as a collaborating researcher, visits the Institute regularly and co-supervises graduate students.`,
          ),
        ),
      ),
      ...htmlCols('interests', p(topic)),
      ...cols('location', inst),
    }
  })
  await insertIds(ctx.db, 'team', rows)
}
