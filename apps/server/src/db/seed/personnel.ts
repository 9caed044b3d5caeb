import { dayIn, spreadTimes } from './clock.js'
import type { SeedContext } from './context.js'
import { insertArticles, listedIn, type ArticleSeed } from './insert.js'
import { MAIL_DOMAIN } from './names.js'
import { OFFICES } from './notice-bank.js'
import type { TeamInfo } from './teams.js'
import { bi, cat, cols, mail, p, para, table, textCols, ul, type Bi } from './text.js'

interface Item {
  /** How it reads (a dated notice or a standing page); in the editor both are pages of the section. */
  form: 'notice' | 'page'
  category: string
  enrol?: 'doctoral' | 'master' | 'summerCamp'
  title: (year: number) => Bi
  text: Bi
  list?: readonly Bi[]
}

const ADMISSIONS: readonly Item[] = [
  {
    form: 'notice',
    category: 'admissionNotice',
    enrol: 'doctoral',
    title: (y) => bi(`${y + 1}年博士研究生招生简章`, `Doctoral admissions ${y + 1}: prospectus`),
    text: bi(
      '研究所面向全国招收神经生物学、认知神经科学与计算神经科学方向的博士研究生，实行申请–考核制。',
      'The Institute admits doctoral students in neurobiology, cognitive neuroscience and computational neuroscience through application and assessment.',
    ),
    list: [
      bi('申请材料：个人陈述、两封推荐信、成绩单。', 'Application: personal statement, two reference letters, transcripts.'),
      bi('考核方式：专业笔试与综合面试。', 'Assessment: written subject test and interview.'),
      bi('录取后提供全额奖助学金。', 'Admitted students receive full scholarships.'),
    ],
  },
  {
    form: 'notice',
    category: 'admissionNotice',
    enrol: 'master',
    title: (y) => bi(`${y + 1}年接收推荐免试硕士研究生公告`, `Master admissions ${y + 1}: students recommended without examination`),
    text: bi(
      '研究所接收具有推荐免试资格的优秀应届本科毕业生攻读硕士学位。',
      'Outstanding graduating students recommended for exemption from the entrance examination may apply for master study.',
    ),
    list: [
      bi(
        '专业背景：生物学、医学、心理学、物理学、计算机等。',
        'Backgrounds: biology, medicine, psychology, physics, computer science and related fields.',
      ),
      bi('复试包括英语能力与科研潜力考查。', 'The interview tests English and research potential.'),
    ],
  },
  {
    form: 'notice',
    category: 'admissionNotice',
    enrol: 'summerCamp',
    title: (y) => bi(`${y + 1}年优秀大学生夏令营招募通知`, `Summer camp ${y + 1} for undergraduates: call for applications`),
    text: bi(
      '夏令营为期五天，营员将参加学术报告、实验室轮转与导师交流，表现优秀者可获得推免复试资格。',
      'The five-day camp offers lectures, laboratory rotations and meetings with supervisors; outstanding campers are invited to the admission interview.',
    ),
  },
  {
    form: 'notice',
    category: 'admissionTraining',
    enrol: 'doctoral',
    title: () => bi('博士研究生培养方案', 'Doctoral training programme'),
    text: bi(
      '博士研究生培养实行导师负责制与指导小组制相结合，学制一般为五年。',
      'Doctoral students are supervised by a principal supervisor and a thesis committee; the programme normally lasts five years.',
    ),
    list: [
      bi('第一年：课程学习与实验室轮转。', 'Year 1: courses and laboratory rotations.'),
      bi('第二年：开题报告。', 'Year 2: thesis proposal.'),
      bi('第三至五年：课题研究、中期考核与学位论文答辩。', 'Years 3–5: research, mid-term review and thesis defence.'),
    ],
  },
  {
    form: 'notice',
    category: 'admissionTraining',
    enrol: 'master',
    title: () => bi('硕士研究生培养方案', 'Master training programme'),
    text: bi(
      '硕士研究生学制三年，课程学习与科研训练并重，优秀者可申请硕博连读。',
      'The master programme lasts three years and balances courses with research training; strong students may transfer to the doctoral track.',
    ),
  },
  {
    form: 'notice',
    category: 'teacher',
    enrol: 'doctoral',
    title: (y) => bi(`${y + 1}年博士研究生导师名录`, `Doctoral supervisors ${y + 1}`),
    text: bi(
      '本年度具有博士研究生招生资格的导师名单如下，考生可在申请前与导师联系。',
      'The following supervisors accept doctoral students this year; applicants are encouraged to contact them beforehand.',
    ),
  },
  {
    form: 'notice',
    category: 'teacher',
    enrol: 'master',
    title: (y) => bi(`${y + 1}年硕士研究生导师名录`, `Master supervisors ${y + 1}`),
    text: bi(
      '本年度具有硕士研究生招生资格的导师名单已更新，详见研究团队页面。',
      'The list of master supervisors for this year has been updated; see the research team pages for details.',
    ),
  },
  {
    form: 'notice',
    category: 'visit',
    enrol: 'summerCamp',
    title: () => bi('夏令营实验室开放日安排', 'Summer camp: laboratory open day'),
    text: bi(
      '夏令营期间各研究组将举行实验室开放日，营员可自由参观并与研究组成员交流。',
      'During the summer camp every group opens its laboratory so campers can look around and talk with members.',
    ),
  },
  {
    form: 'notice',
    category: 'visit',
    enrol: 'doctoral',
    title: () => bi('研究生招生校园宣讲会安排', 'Graduate admissions: campus information sessions'),
    text: bi(
      '研究所将赴多所高校举办招生宣讲会，介绍研究方向、培养条件与奖助政策。',
      'The Institute will visit several universities to present its research, training and scholarships.',
    ),
  },
  {
    form: 'notice',
    category: 'visit',
    title: () => bi('欢迎本科生预约参观实验室', 'Undergraduates welcome to visit our laboratories'),
    text: bi(
      '研究所常年欢迎对脑科学感兴趣的本科生预约参观，请提前一周联系研究生部。',
      'Undergraduates interested in the brain sciences are welcome to visit year-round; please contact the Graduate Office a week ahead.',
    ),
  },
]

const TRAINING: readonly Item[] = [
  {
    form: 'page',
    category: 'train',
    title: () => bi('研究生课程设置', 'Graduate courses'),
    text: bi(
      '研究所开设神经生物学、认知神经科学、神经数据分析等核心课程。',
      'Core courses include neurobiology, cognitive neuroscience and neural data analysis.',
    ),
    list: [
      bi('神经生物学原理', 'Principles of neurobiology'),
      bi('神经科学研究方法', 'Research methods in neuroscience'),
      bi('神经数据分析与建模', 'Neural data analysis and modelling'),
    ],
  },
  {
    form: 'notice',
    category: 'train',
    title: (y) => bi(`${y}年秋季学期选课通知`, `Course registration, autumn ${y}`),
    text: bi(
      '秋季学期选课将于开学第一周进行，请在系统中完成选课。',
      'Course registration opens in the first week of term; please register in the system.',
    ),
  },
  {
    form: 'page',
    category: 'confer',
    title: () => bi('博士学位授予工作细则', 'Rules for awarding doctoral degrees'),
    text: bi(
      '申请博士学位须完成培养方案规定的全部环节，学位论文须通过评阅与答辩。',
      'Doctoral candidates must complete every part of the programme, and their thesis must pass review and defence.',
    ),
  },
  {
    form: 'notice',
    category: 'confer',
    title: (y) => bi(`关于${y}年学位论文答辩安排的通知`, `Thesis defences ${y}: arrangements`),
    text: bi(
      '本年度学位论文答辩将集中安排，请研究生与导师按时提交材料。',
      'Thesis defences this year will be scheduled together; students and supervisors should submit documents on time.',
    ),
  },
  {
    form: 'notice',
    category: 'activities',
    title: () => bi('研究生学术沙龙：神经环路研究新方法', 'Graduate salon: new methods in neural circuit research'),
    text: bi(
      '研究生会将举办学术沙龙，邀请高年级博士生分享实验经验。',
      'The graduate union hosts a salon where senior doctoral students share practical experience.',
    ),
  },
  {
    form: 'notice',
    category: 'activities',
    title: () => bi('研究生运动会报名通知', 'Graduate sports day: sign up'),
    text: bi(
      '一年一度的研究生运动会即将举行，欢迎踊跃报名。',
      'The annual graduate sports day is coming; everyone is welcome to take part.',
    ),
  },
  {
    form: 'page',
    category: 'info',
    title: () => bi('研究生奖助体系说明', 'Graduate scholarships and support'),
    text: bi(
      '研究生可获得助学金、助研津贴与多类奖学金，具体标准如下。',
      'Graduate students receive stipends, research allowances and several kinds of scholarship, as set out below.',
    ),
  },
  {
    form: 'notice',
    category: 'info',
    title: () => bi('研究生公寓住宿安排', 'Graduate housing arrangements'),
    text: bi('新生入学报到时统一办理公寓入住手续。', 'New students check into graduate housing when they register.'),
  },
]

const POSTDOC: readonly Item[] = [
  {
    form: 'page',
    category: 'postdocOverview',
    title: () => bi('博士后工作站简介', 'About the postdoctoral station'),
    text: bi(
      '研究所博士后工作站面向国内外招收优秀博士毕业生，在站期间享受与正式职工相同的科研条件。',
      'The postdoctoral station recruits outstanding PhD graduates from China and abroad, who enjoy the same research conditions as staff.',
    ),
  },
  {
    form: 'page',
    category: 'postdocOverview',
    title: () => bi('在站博士后风采', 'Our postdoctoral fellows'),
    text: bi(
      '在站博士后分布于各研究方向，近年来多人获得独立研究职位。',
      'Postdoctoral fellows work across all research areas, and many have recently taken up independent positions.',
    ),
  },
  {
    form: 'page',
    category: 'resources',
    title: () => bi('博士后科研资源', 'Research resources for postdocs'),
    text: bi(
      '博士后可使用全部公共平台，并可申请所内创新基金与国际交流资助。',
      'Postdocs may use every core facility and apply to the Innovation Fund and for international travel grants.',
    ),
  },
  {
    form: 'page',
    category: 'resources',
    title: () => bi('博士后职业发展支持', 'Career development for postdocs'),
    text: bi(
      '研究所定期举办职业发展讲座与模拟面试，帮助博士后规划职业道路。',
      'Regular career talks and mock interviews help postdocs plan their careers.',
    ),
  },
  {
    form: 'page',
    category: 'policies',
    title: () => bi('博士后进出站管理办法', 'Rules for joining and leaving the postdoctoral station'),
    text: bi(
      '本办法规定了博士后进站、中期考核与出站的程序与要求。',
      'These rules set out how postdocs join the station, how they are reviewed mid-term and how they leave it.',
    ),
  },
  {
    form: 'page',
    category: 'policies',
    title: () => bi('博士后薪酬与福利', 'Postdoctoral salary and benefits'),
    text: bi(
      '博士后薪酬由基本工资、绩效与住房补贴组成，并按规定缴纳社会保险。',
      'Pay consists of a base salary, a performance component and a housing allowance, with social insurance as required.',
    ),
  },
  {
    form: 'notice',
    category: 'postdocNotice',
    title: (y) => bi(`${y}年博士后中期考核通知`, `Postdoctoral mid-term reviews ${y}`),
    text: bi(
      '本年度博士后中期考核将以报告会形式进行，请相关博士后做好准备。',
      'Mid-term reviews this year take the form of short talks; the postdocs concerned should prepare.',
    ),
  },
  {
    form: 'notice',
    category: 'postdocNotice',
    title: (y) => bi(`${y + 1}年度博士后创新人才项目申报通知`, `Postdoctoral innovation grants ${y + 1}: call`),
    text: bi(
      '请有意申报的博士后与合作导师协商后提交申请材料。',
      'Postdocs who wish to apply should agree the proposal with their mentor before submitting.',
    ),
  },
]

/** Tables make a few pages read like the real thing. */
function extras(item: Item, teams: readonly TeamInfo[]): Bi | false {
  if (item.category === 'teacher') {
    const some = item.enrol === 'doctoral' ? teams.slice(0, 10) : teams.slice(10)
    return table(
      [bi('导师', 'Supervisor'), bi('研究组', 'Group')],
      some.map((t) => [t.leader.name, t.name]),
    )
  }
  if (item.category === 'info' && item.form === 'page') {
    return table(
      [bi('类别', 'Type'), bi('标准', 'Amount')],
      [
        [bi('博士研究生助学金', 'Doctoral stipend'), bi('每月 4,500 元', 'CNY 4,500 a month')],
        [bi('硕士研究生助学金', 'Master stipend'), bi('每月 3,000 元', 'CNY 3,000 a month')],
        [bi('助研津贴', 'Research allowance'), bi('由导师按月发放', 'Paid monthly by the supervisor')],
      ],
    )
  }
  return false
}

async function seedList(ctx: SeedContext, teams: readonly TeamInfo[], path: string, list: readonly Item[], label: string, newest: number) {
  const rng = ctx.rng(label)
  const menuId = ctx.menus.get(path)
  const times = spreadTimes(rng, ctx.now, ctx.tz, list.length, newest, 420)
  const order = rng.shuffle(list.map((_, i) => i))
  const items: ArticleSeed[] = order.map((i, k) => {
    const item = list[i]!
    const at = times[k]!
    const body = cat(
      p(item.text),
      item.list && ul(item.list),
      extras(item, teams),
      p(cat(bi('咨询邮箱：', 'Enquiries: '), mail(`${label === 'postdoc' ? 'postdoc' : 'graduate'}@${MAIL_DOMAIN}`))),
    )
    return {
      // What staff create in these sections (the category is the tab): the kind whose fields hold it.
      kind: 'page',
      category: item.category,
      enrol_kind: item.enrol ?? null,
      publish_at: at,
      ...textCols({
        title: item.title(dayIn(at, ctx.tz).y),
        sub_title: item.text,
        body,
        source: label === 'postdoc' ? OFFICES.hr : OFFICES.graduate,
      }),
      menus: listedIn(menuId, k, list.length),
    }
  })
  await insertArticles(ctx.db, items)
}

/** Education: overview pages, admissions, training and the postdoctoral station. */
export async function seedPersonnel(ctx: SeedContext, teams: readonly TeamInfo[]): Promise<void> {
  const times = spreadTimes(ctx.rng('overview'), ctx.now, ctx.tz, 2, 30, 200)
  const overview: ArticleSeed[] = [
    {
      kind: 'page',
      publish_at: times[0]!,
      ...cols('title', bi('研究生教育概况', 'Graduate education at a glance')),
      ...cols(
        'sub_title',
        bi('学科交叉、导师指导小组与国际化培养', 'Interdisciplinary study, thesis committees and international exchange'),
      ),
      ...cols(
        'body',
        cat(
          para(
            '研究所是神经生物学、认知神经科学等专业的研究生培养单位，现有在读研究生三百余名，研究生导师八十余名。',
            'The Institute trains graduate students in neurobiology, cognitive neuroscience and related subjects; more than three hundred students are enrolled, with over eighty supervisors.',
          ),
          table(
            [bi('项目', 'Item'), bi('人数', 'Number')],
            [
              [bi('在读博士研究生', 'Doctoral students'), bi('216', '216')],
              [bi('在读硕士研究生', 'Master students'), bi('98', '98')],
              [bi('研究生导师', 'Supervisors'), bi('83', '83')],
            ],
          ),
          para(
            '研究所重视学科交叉与国际交流，每年资助研究生参加国际学术会议和短期访学。',
            'The Institute values interdisciplinary study and international exchange and funds students every year to attend conferences and visit laboratories abroad.',
          ),
        ),
      ),
      menus: [ctx.menus.get('personnel/workOverview')],
    },
    {
      kind: 'page',
      publish_at: times[1]!,
      ...cols('title', bi('博士后工作概况', 'The postdoctoral programme at a glance')),
      ...cols('sub_title', bi('在站博士后六十余名', 'More than sixty postdoctoral fellows')),
      ...cols(
        'body',
        cat(
          para(
            '研究所博士后工作站现有在站博士后六十余名，研究方向覆盖脑认知原理、脑疾病、神经科学新技术与类脑计算。',
            'More than sixty postdoctoral fellows work at the station, across principles of the brain, brain disorders, neuroscience methods and neural computation.',
          ),
          para(
            '研究所为博士后提供具有竞争力的薪酬、住房支持与职业发展指导。',
            'The Institute offers competitive pay, housing support and career guidance.',
          ),
        ),
      ),
      menus: [ctx.menus.get('personnel/workOverview')],
    },
  ]
  await insertArticles(ctx.db, overview)
  await seedList(ctx, teams, 'personnel/admissions', ADMISSIONS, 'admissions', 5)
  await seedList(ctx, teams, 'personnel/cultivate', TRAINING, 'cultivate', 8)
  await seedList(ctx, teams, 'personnel/postdoctor', POSTDOC, 'postdoc', 12)
}
