import type { RecruitCategory } from '@ibr/contract'
import { formatDay } from '../../lib/dates.js'
import { spreadTimes, DAY_MS } from './clock.js'
import type { SeedContext } from './context.js'
import { insertArticles, type ArticleSeed } from './insert.js'
import { MAIL_DOMAIN, phone } from './names.js'
import { OFFICES } from './notice-bank.js'
import { bi, cat, cols, h3, mail, p, para, same, section, ul, type Bi } from './text.js'

interface Job {
  category: RecruitCategory
  title: Bi
  duties: Bi[]
  needs: Bi[]
}

const PHD = bi(
  '具有神经科学、生物学、医学、心理学或相关领域博士学位。',
  'A PhD in neuroscience, biology, medicine, psychology or a related field.',
)
const TEAMWORK = bi('责任心强，具有良好的沟通与团队合作能力。', 'Reliable, with good communication and teamwork skills.')

const JOBS: readonly Job[] = [
  {
    category: 'pi',
    title: bi('脑认知原理方向研究组长', 'Principal Investigator, Principles of the Brain'),
    duties: [
      bi('建立并领导独立研究组，开展具有原创性的脑科学研究。', 'Establish and lead an independent group doing original brain research.'),
      bi('指导研究生与博士后。', 'Supervise graduate students and postdocs.'),
    ],
    needs: [PHD, bi('具有优秀的博士后研究经历与独立科研潜力。', 'Outstanding postdoctoral record and potential for independent research.')],
  },
  {
    category: 'postdoc',
    title: bi('睡眠与记忆研究组博士后', 'Postdoctoral Fellow, Sleep and Memory Lab'),
    duties: [
      bi('开展睡眠调控与记忆巩固的神经环路研究。', 'Study the neural circuits of sleep regulation and memory consolidation.'),
      bi('参与数据分析与论文撰写。', 'Analyse data and write papers.'),
    ],
    needs: [PHD, bi('熟悉在体电生理或钙成像技术者优先。', 'Experience with in vivo electrophysiology or calcium imaging is an advantage.')],
  },
  {
    category: 'lab',
    title: bi('实验室技术员（分子生物学）', 'Laboratory Technician (Molecular Biology)'),
    duties: [
      bi('负责分子克隆、病毒包装等日常实验。', 'Carry out molecular cloning, viral packaging and other routine experiments.'),
      bi('管理实验室试剂与耗材。', 'Manage reagents and consumables.'),
    ],
    needs: [bi('生物学相关专业本科及以上学历。', "A bachelor's degree or above in biology or a related subject."), TEAMWORK],
  },
  {
    category: 'facility',
    title: bi('光学成像平台工程师', 'Engineer, Optical Imaging Facility'),
    duties: [
      bi('负责双光子、共聚焦等显微镜的维护与用户培训。', 'Maintain two-photon and confocal microscopes and train users.'),
      bi('参与成像新技术的开发。', 'Help develop new imaging methods.'),
    ],
    needs: [
      bi(
        '光学、物理、生物医学工程等相关专业硕士及以上学历。',
        "A master's degree or above in optics, physics, biomedical engineering or a related field.",
      ),
      TEAMWORK,
    ],
  },
  {
    category: 'pi',
    title: bi('类脑计算方向研究组长', 'Principal Investigator, Neural Computation'),
    duties: [
      bi(
        '围绕类脑智能与计算神经科学建立研究方向。',
        'Build a research programme in brain-inspired intelligence and computational neuroscience.',
      ),
      bi('与实验研究组开展交叉合作。', 'Collaborate with experimental groups.'),
    ],
    needs: [
      bi('具有计算机、数学、物理或神经科学博士学位。', 'A PhD in computer science, mathematics, physics or neuroscience.'),
      bi('具有突出的研究成果。', 'An outstanding research record.'),
    ],
  },
  {
    category: 'postdoc',
    title: bi('脑机接口研究组博士后', 'Postdoctoral Fellow, Brain–Computer Interface Lab'),
    duties: [
      bi('开展神经信号解码算法与闭环调控研究。', 'Work on neural decoding algorithms and closed-loop stimulation.'),
      bi('参与临床合作项目。', 'Take part in clinical collaborations.'),
    ],
    needs: [
      bi(
        '具有生物医学工程、电子工程或计算机等相关博士学位。',
        'A PhD in biomedical engineering, electronics, computer science or a related field.',
      ),
      bi('熟练掌握 Python 或 MATLAB。', 'Fluent in Python or MATLAB.'),
    ],
  },
  {
    category: 'lab',
    title: bi('研究助理（动物行为学）', 'Research Assistant (Animal Behaviour)'),
    duties: [
      bi('协助开展小鼠行为学实验。', 'Assist with mouse behavioural experiments.'),
      bi('整理实验记录与数据。', 'Keep experiment records and data in order.'),
    ],
    needs: [
      bi('生物学、心理学相关专业本科及以上学历。', "A bachelor's degree or above in biology, psychology or a related field."),
      TEAMWORK,
    ],
  },
  {
    category: 'facility',
    title: bi('计算平台系统工程师', 'Systems Engineer, Computing Facility'),
    duties: [
      bi('负责高性能计算集群的运维与用户支持。', 'Run the high-performance cluster and support its users.'),
      bi('维护作业调度与存储系统。', 'Maintain the job scheduler and storage systems.'),
    ],
    needs: [
      bi(
        '计算机相关专业本科及以上学历，熟悉 Linux 系统管理。',
        "A bachelor's degree or above in computing and experience administering Linux.",
      ),
      TEAMWORK,
    ],
  },
  {
    category: 'pi',
    title: bi('脑疾病方向研究组长', 'Principal Investigator, Brain Disorders'),
    duties: [
      bi('开展神经或精神疾病机制与干预研究。', 'Research the mechanisms and treatment of neurological or psychiatric disorders.'),
      bi('推动与临床单位的合作。', 'Develop collaborations with hospitals.'),
    ],
    needs: [PHD, bi('具有临床研究背景者优先。', 'A background in clinical research is an advantage.')],
  },
  {
    category: 'postdoc',
    title: bi('计算神经科学研究组博士后', 'Postdoctoral Fellow, Computational Neuroscience Lab'),
    duties: [bi('建立神经群体动力学模型并与实验数据对比。', 'Build models of neural population dynamics and test them against data.')],
    needs: [
      bi('具有物理、数学、计算机或神经科学博士学位。', 'A PhD in physics, mathematics, computer science or neuroscience.'),
      bi('具有扎实的编程能力。', 'Strong programming skills.'),
    ],
  },
  {
    category: 'lab',
    title: bi('实验室管理员', 'Laboratory Manager'),
    duties: [bi('负责实验室安全、仪器与采购管理。', 'Look after laboratory safety, instruments and purchasing.')],
    needs: [
      bi('本科及以上学历，具有实验室管理经验者优先。', "A bachelor's degree or above; laboratory management experience is an advantage."),
      TEAMWORK,
    ],
  },
  {
    category: 'facility',
    title: bi('质谱平台技术员', 'Technician, Mass Spectrometry Facility'),
    duties: [bi('负责质谱样品制备与仪器日常运行。', 'Prepare samples and run the mass spectrometers day to day.')],
    needs: [
      bi('化学、生物化学相关专业硕士及以上学历。', "A master's degree or above in chemistry, biochemistry or a related field."),
      TEAMWORK,
    ],
  },
]

/** Job postings: the five newest are open, the older ones have closed. */
export async function seedRecruitment(ctx: SeedContext): Promise<void> {
  const rng = ctx.rng('jobs')
  const menuId = ctx.menus.get('recruitment/recruitInfo')
  const open = spreadTimes(rng, ctx.now, ctx.tz, 5, 2, 40)
  const closed = spreadTimes(rng, ctx.now, ctx.tz, JOBS.length - 5, 75, 420)
  const items: ArticleSeed[] = JOBS.map((job, k) => {
    const isOpen = k < 5
    const at = isOpen ? open[k]! : closed[k - 5]!
    const deadline = formatDay(new Date(at.getTime() + (isOpen ? 60 : 45) * DAY_MS), ctx.tz)
    const email = job.category === 'facility' ? `facility-jobs@${MAIL_DOMAIN}` : `hr@${MAIL_DOMAIN}`
    const body = cat(
      section(bi('岗位职责', 'Responsibilities'), ul(job.duties)),
      section(bi('任职要求', 'Requirements'), ul(job.needs)),
      section(
        bi('待遇', 'What we offer'),
        para(
          '提供具有竞争力的薪酬与完善的社会保险，协助解决住房与子女入学。',
          'Competitive pay and full social insurance, with help finding housing and school places.',
        ),
      ),
      h3(bi('应聘方式', 'How to apply')),
      p(
        cat(
          bi('请将简历、代表性成果及推荐人信息发送至', 'Send a CV, representative work and the names of referees to '),
          mail(email),
          bi(`，邮件主题注明“应聘${job.title.zh}”。截止日期：`, `, with "${job.title.en}" in the subject line. Closing date: `),
          same(deadline),
          bi('。', '.'),
        ),
      ),
    )
    return {
      kind: 'job',
      category: job.category,
      publish_at: at,
      deadline,
      email,
      phone: phone(rng),
      ...cols('title', job.title),
      ...cols('sub_title', job.duties[0]!),
      ...cols('body', body),
      ...cols('source', OFFICES.hr),
    }
  })
  // One open posting is pinned; closed ones never are (a pinned closed job would mislead applicants).
  const order = items.map((_, i) => i).sort((a, b) => items[b]!.publish_at.getTime() - items[a]!.publish_at.getTime())
  order.forEach((i, rank) => {
    items[i]!.menus = [{ menuId, pinned: rank === 1 }]
  })
  await insertArticles(ctx.db, items)
}
