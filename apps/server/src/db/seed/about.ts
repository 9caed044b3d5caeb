import { DEPARTMENTS, type Department } from '@ibr/contract'
import { daysBefore } from './clock.js'
import type { SeedContext } from './context.js'
import { insertArticles, type ArticleSeed } from './insert.js'
import { BUILDINGS, INSTITUTIONS, inSentence, MAIL_DOMAIN, phone } from './names.js'
import { AREAS } from './research-bank.js'
import type { TeamInfo } from './teams.js'
import { bi, cat, cols, figure, h3, para, section, table, ul, type Bi } from './text.js'

function overviewBody(ctx: SeedContext): Bi {
  return cat(
    para(
      '脑科学研究所（以下简称“研究所”）是一所致力于脑科学基础研究与技术创新的研究机构。研究所以“认识脑、保护脑、模拟脑”为使命，围绕脑认知原理、脑疾病机制、神经科学新技术与类脑计算四个方向开展研究。',
      'The Institute for Brain Research is dedicated to basic research and technological innovation in the brain sciences. Its mission — to understand, protect and emulate the brain — is pursued in four areas: principles of the brain, brain disorders, neuroscience methods and neural computation.',
    ),
    figure(ctx.media.picture('cover', 9), bi('研究所园区', 'The Institute campus')),
    section(
      bi('发展历程', 'History'),
      para(
        '研究所成立于2009年，最初仅有五个研究组。经过十余年发展，现已拥有二十个独立研究组、六个公共技术平台和一支四百余人的科研队伍。',
        'Founded in 2009 with five research groups, the Institute has grown into twenty independent groups, six core facilities and a research community of more than four hundred people.',
      ),
    ),
    section(
      bi('研究方向', 'Research areas'),
      ul(Object.values(AREAS).map((a) => bi(`${a.name.zh}：${a.intro.zh}`, `${a.name.en}: ${a.intro.en}`))),
    ),
    h3(bi('基本数据', 'Facts and figures')),
    table(
      [bi('项目', 'Item'), bi('数量', 'Number')],
      [
        [bi('独立研究组', 'Independent research groups'), bi('20', '20')],
        [bi('公共技术平台', 'Core facilities'), bi('6', '6')],
        [bi('科研与支撑人员', 'Research and support staff'), bi('260', '260')],
        [bi('在读研究生与博士后', 'Graduate students and postdocs'), bi('380', '380')],
      ],
    ),
    section(
      bi('开放与合作', 'Openness and partnership'),
      para(
        '研究所与国内外多所高校、医院和研究机构建立了长期合作关系，定期举办脑科学大会、暑期学校和公众科学开放日，推动科研成果惠及社会。',
        'The Institute works closely with universities, hospitals and research institutes at home and abroad, and holds a brain science conference, summer schools and a public science day so that research benefits society.',
      ),
    ),
    para('地址：北京市昌平区示例路88号，邮编102206。', 'Address: 88 Example Road, Changping District, Beijing 102206.'),
  )
}

const LEADER_ROLES: readonly [Bi, Bi][] = [
  [bi('所长', 'Director'), bi('主持研究所全面工作。', 'Leads the Institute as a whole.')],
  [
    bi('常务副所长', 'Executive Deputy Director'),
    bi('协助所长工作，分管科研与公共平台。', 'Assists the Director; responsible for research and the core facilities.'),
  ],
  [bi('副所长', 'Deputy Director'), bi('分管研究生教育与人才工作。', 'Responsible for graduate education and human resources.')],
  [bi('副所长', 'Deputy Director'), bi('分管财务、条件保障与园区建设。', 'Responsible for finance, equipment and the campus.')],
  [
    bi('所长助理', 'Assistant Director'),
    bi('协助分管国际合作与学术交流。', 'Assists with international partnerships and academic exchange.'),
  ],
]

const DEPARTMENT_INFO: Record<Department, { name: Bi; duties: Bi[] }> = {
  administration: {
    name: bi('综合办公室', 'General Office'),
    duties: [
      bi('行政事务协调与公文管理', 'Administrative coordination and official documents'),
      bi('会议组织与对外联络', 'Meetings and external liaison'),
      bi('信息公开与宣传', 'Public information and communications'),
    ],
  },
  research: {
    name: bi('科研处', 'Research Office'),
    duties: [
      bi('科研项目申报与管理', 'Grant applications and project management'),
      bi('科研成果与知识产权管理', 'Research output and intellectual property'),
      bi('学术交流活动组织', 'Organising academic events'),
    ],
  },
  education: {
    name: bi('研究生部', 'Graduate Office'),
    duties: [
      bi('研究生招生与培养', 'Graduate admissions and training'),
      bi('学位授予管理', 'Degree administration'),
      bi('研究生日常管理与服务', 'Student affairs'),
    ],
  },
  hr: {
    name: bi('人事处', 'Human Resources Office'),
    duties: [
      bi('人才引进与招聘', 'Recruitment'),
      bi('博士后管理', 'Postdoctoral affairs'),
      bi('薪酬福利与职称评审', 'Pay, benefits and promotions'),
    ],
  },
  maintenance: {
    name: bi('后勤保障处', 'Campus Services Office'),
    duties: [
      bi('园区物业与维修', 'Buildings and repairs'),
      bi('餐饮与班车服务', 'Catering and shuttle buses'),
      bi('安全保卫与消防', 'Security and fire safety'),
    ],
  },
  equipment: {
    name: bi('条件保障处', 'Equipment and Facilities Office'),
    duties: [
      bi('仪器设备采购与资产管理', 'Purchasing and asset management'),
      bi('大型仪器共享管理', 'Shared use of large instruments'),
      bi('实验室安全管理', 'Laboratory safety'),
    ],
  },
  finance: {
    name: bi('财务处', 'Finance Office'),
    duties: [bi('预算编制与执行', 'Budgets'), bi('经费报销与核算', 'Expenses and accounting'), bi('科研经费管理', 'Research funds')],
  },
  network: {
    name: bi('网络信息中心', 'Network and Information Centre'),
    duties: [
      bi('网络与邮件系统运维', 'Network and e-mail services'),
      bi('信息系统建设与数据安全', 'Information systems and data security'),
      bi('故障报修与技术支持', 'Fault reports and technical support'),
    ],
  },
}

/** About: the overview page, the leadership, the academic committee and the departments. */
export async function seedAbout(ctx: SeedContext, teams: readonly TeamInfo[]): Promise<void> {
  const rng = ctx.rng('about')
  const at = (days: number) => daysBefore(ctx.now, days)
  const items: ArticleSeed[] = [
    {
      kind: 'page',
      publish_at: at(300),
      ...cols('title', bi('研究所概况', 'About the Institute')),
      ...cols('sub_title', bi('认识脑、保护脑、模拟脑', 'Understand, protect and emulate the brain')),
      ...cols('body', overviewBody(ctx)),
      menus: [ctx.menus.get('about/overview')],
    },
  ]

  const leaderMenu = ctx.menus.get('about/leaderIndex')
  LEADER_ROLES.forEach(([role, remit], i) => {
    const person = i === 0 ? teams[1]!.leader : ctx.names.person()
    const inst = INSTITUTIONS[i + 2]!
    items.push({
      kind: 'person',
      publish_at: at(200 + i),
      picture_id: ctx.media.picture('portrait', i + 1),
      email: `${person.handle}@${MAIL_DOMAIN}`,
      ...cols('title', person.name),
      ...cols('sub_title', role),
      ...cols(
        'body',
        cat(
          para(`${person.name.zh}，研究员，${role.zh}。${remit.zh}`, `${person.name.en}, Principal Investigator, ${role.en}. ${remit.en}`),
          para(
            `毕业于${inst.zh}，获博士学位，长期从事神经科学研究，曾获多项科研奖励。`,
            `${person.name.en.split(' ')[0]} received a PhD from ${inSentence(inst)}, has worked in neuroscience for many years and has received several research awards.`,
          ),
        ),
      ),
      menus: [{ menuId: leaderMenu, pinned: false }],
    })
  })

  const committeeMenu = ctx.menus.get('about/committee')
  for (let i = 0; i < 12; i++) {
    const role = i === 0 ? 'chair' : i < 3 ? 'viceChair' : 'member'
    const inside = i % 3 === 1
    const person = inside ? teams[(i * 2) % teams.length]!.leader : i % 4 === 3 ? ctx.names.foreigner() : ctx.names.person()
    const affiliation = inside ? bi('脑科学研究所', 'Institute for Brain Research') : INSTITUTIONS[(i * 5) % INSTITUTIONS.length]!
    const roleName = { chair: bi('主任委员', 'Chair'), viceChair: bi('副主任委员', 'Vice Chair'), member: bi('委员', 'Member') }[role]
    items.push({
      kind: 'person',
      category: role,
      publish_at: at(150 + i),
      picture_id: ctx.media.picture('portrait', i + 5),
      ...cols('title', person.name),
      ...cols('sub_title', affiliation),
      ...cols(
        'body',
        para(
          `${person.name.zh}，${affiliation.zh}，学术委员会${roleName.zh}。`,
          `${person.name.en}, ${affiliation.en}; ${roleName.en} of the Academic Committee.`,
        ),
      ),
      // Publish times already list by rank; pinning the chair keeps it first if members are added later.
      menus: [{ menuId: committeeMenu, pinned: role === 'chair' }],
    })
  }

  const departmentMenu = ctx.menus.get('about/department')
  DEPARTMENTS.forEach((code, i) => {
    const d = DEPARTMENT_INFO[code]
    const building = BUILDINGS[i % 2]!
    const room = `${i + 1}0${rng.int(1, 9)}`
    items.push({
      kind: 'department',
      category: code,
      publish_at: at(100 + i),
      phone: phone(rng),
      email: `${code}@${MAIL_DOMAIN}`,
      ...cols('title', d.name),
      ...cols('sub_title', bi(d.duties.map((x) => x.zh).join('、'), d.duties.map((x) => x.en).join('; '))),
      ...cols('location', bi(`${building.zh}${room}室`, `${building.en}, Room ${room}`)),
      ...cols(
        'body',
        cat(
          para(`${d.name.zh}主要职责：`, `The ${d.name.en} is responsible for:`),
          ul(d.duties),
          para('办公时间：工作日 8:30–11:30，13:30–17:00。', 'Office hours: weekdays 8:30–11:30 and 13:30–17:00.'),
        ),
      ),
      menus: [departmentMenu],
    })
  })
  await insertArticles(ctx.db, items)
}
