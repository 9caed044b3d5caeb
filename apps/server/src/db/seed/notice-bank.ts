import { bi, type Bi } from './text.js'

/** Departments that sign notices. */
export const OFFICES = {
  general: bi('综合办公室', 'General Office'),
  research: bi('科研处', 'Research Office'),
  graduate: bi('研究生部', 'Graduate Office'),
  hr: bi('人事处', 'Human Resources Office'),
  safety: bi('安全保卫处', 'Safety and Security Office'),
  network: bi('网络信息中心', 'Network and Information Centre'),
  equipment: bi('条件保障处', 'Equipment and Facilities Office'),
  facilities: bi('公共技术平台', 'Core Facilities'),
} as const

export interface NoticeTopic {
  title: (year: number) => Bi
  purpose: Bi
  items: readonly Bi[]
  office: keyof typeof OFFICES
  /** Chinese only: exercises the English fallback of the site. */
  zhOnly?: boolean
}

export const NOTICES: readonly NoticeTopic[] = [
  {
    title: (y) => bi(`关于开展${y}年度实验室安全检查的通知`, `Annual laboratory safety inspection ${y}`),
    purpose: bi(
      '为消除实验室安全隐患，保障科研工作顺利进行，研究所将开展年度实验室安全检查。',
      'To remove safety hazards and keep research running smoothly, the Institute will carry out its annual laboratory safety inspection.',
    ),
    items: [
      bi('检查范围：全部实验室、公共平台及危化品库房。', 'Scope: all laboratories, core facilities and the chemical store.'),
      bi(
        '检查内容：危险化学品、气瓶、生物安全与用电安全。',
        'Checks: hazardous chemicals, gas cylinders, biosafety and electrical safety.',
      ),
      bi('请各研究组于检查前完成自查并提交自查表。', 'Each group should complete a self-check and submit the form before the inspection.'),
    ],
    office: 'safety',
  },
  {
    title: (y) => bi(`关于申报${y + 1}年度所内创新基金项目的通知`, `Call for proposals: Institute Innovation Fund ${y + 1}`),
    purpose: bi(
      '为支持原创性探索研究，现启动下一年度所内创新基金项目申报工作。',
      'The Institute Innovation Fund supports original exploratory research; proposals for next year are now invited.',
    ),
    items: [
      bi('申报对象：在职科研人员及博士后。', 'Who may apply: research staff and postdoctoral fellows.'),
      bi(
        '资助方向：神经环路、脑疾病机制、新技术与类脑计算。',
        'Topics: neural circuits, mechanisms of brain disorders, new methods and neural computation.',
      ),
      bi('申报材料请通过科研管理系统提交。', 'Submit proposals through the research management system.'),
    ],
    office: 'research',
  },
  {
    title: () => bi('关于举办脑机接口伦理专题讲座的通知', 'Lecture on the ethics of brain–computer interfaces'),
    purpose: bi(
      '为提高科研人员的科技伦理意识，研究所将举办脑机接口伦理专题讲座。',
      'To raise awareness of research ethics, the Institute will host a lecture on the ethics of brain–computer interfaces.',
    ),
    items: [
      bi('主讲人：青岚师范大学心理学院特邀专家。', 'Speaker: an invited expert from the School of Psychology, Qinglan Normal University.'),
      bi('地点：学术报告厅（科研楼A座101）。', 'Venue: Lecture Hall, Research Building A, Room 101.'),
      bi('请涉及人体研究的研究组派员参加。', 'Groups doing research with human participants should send at least one member.'),
    ],
    office: 'research',
  },
  {
    title: () => bi('关于科研楼B座网络设备维护的通知', 'Network maintenance in Research Building B'),
    purpose: bi(
      '因核心交换设备升级，科研楼B座网络将短时中断。',
      'Core network switches in Research Building B will be upgraded, causing a short outage.',
    ),
    items: [
      bi('维护时间：周六 8:00–12:00。', 'When: Saturday 8:00–12:00.'),
      bi('影响范围：B座有线网络与无线网络。', 'Affected: wired and wireless networks in Building B.'),
      bi('请提前保存数据，并暂停依赖网络的长时间计算任务。', 'Please save your work and pause long network-dependent jobs in advance.'),
    ],
    office: 'network',
  },
  {
    title: (y) => bi(`关于开展${y}年度消防疏散演练的通知`, `Fire evacuation drill ${y}`),
    purpose: bi(
      '为提高全所人员应急处置能力，将组织开展消防疏散演练。',
      'An evacuation drill will be held so that everyone knows how to respond in an emergency.',
    ),
    items: [
      bi(
        '演练当天警报响起后，请按疏散指示有序撤离至集合点。',
        'When the alarm sounds, leave calmly by the marked routes and go to the assembly point.',
      ),
      bi('正在进行的实验请提前做好安全处置。', 'Make running experiments safe beforehand.'),
      bi('演练结束后将进行灭火器使用培训。', 'Fire-extinguisher training follows the drill.'),
    ],
    office: 'safety',
  },
  {
    title: () => bi('关于组织参加“世界睡眠日”科普活动的通知', 'Volunteers wanted for World Sleep Day outreach'),
    purpose: bi(
      '研究所将在世界睡眠日前后举办睡眠健康科普活动，现招募志愿者。',
      'The Institute will run sleep-health outreach around World Sleep Day and is looking for volunteers.',
    ),
    items: [
      bi('志愿者需参加一次讲解培训。', 'Volunteers attend one training session.'),
      bi('活动形式包括科普讲座、互动展台与线上问答。', 'Activities include talks, interactive stands and an online Q&A.'),
      bi('报名请联系研究生部。', 'To sign up, contact the Graduate Office.'),
    ],
    office: 'graduate',
  },
  {
    title: () => bi('关于图书馆试用神经科学电子资源的通知', 'Trial access to neuroscience e-resources'),
    purpose: bi(
      '图书馆开通多个神经科学电子资源的试用，欢迎全所人员使用并反馈意见。',
      'The library has opened trial access to several neuroscience e-resources; feedback is welcome.',
    ),
    items: [
      bi('试用期为一个月。', 'The trial lasts one month.'),
      bi('所内网络环境下可直接访问。', 'Access works directly from the Institute network.'),
      bi('试用意见请发送至图书馆邮箱。', 'Send comments to the library by e-mail.'),
    ],
    office: 'general',
    zhOnly: true,
  },
  {
    title: () => bi('关于实验动物中心资质复审期间暂停接收新项目的通知', 'Animal Facility pauses new projects during accreditation review'),
    purpose: bi(
      '实验动物中心将接受年度资质复审，复审期间暂停接收新的动物实验项目。',
      'The Animal Facility will undergo its annual accreditation review and will not accept new projects during it.',
    ),
    items: [
      bi('已开展的项目不受影响。', 'Projects already under way are not affected.'),
      bi('请各研究组合理安排实验计划。', 'Please plan experiments accordingly.'),
      bi('复审结束后将另行通知恢复时间。', 'A further notice will announce when new projects are accepted again.'),
    ],
    office: 'facilities',
  },
  {
    title: () => bi('关于征集神经环路方向学术报告人的通知', 'Call for speakers on neural circuit research'),
    purpose: bi(
      '为活跃学术氛围，学术交流系列报告现面向全所征集神经环路方向的报告人。',
      'The seminar series invites staff and students to give talks on neural circuit research.',
    ),
    items: [
      bi('报告时长约四十分钟。', 'Talks last about forty minutes.'),
      bi('欢迎博士后和高年级研究生报名。', 'Postdocs and senior students are especially welcome.'),
      bi('请提交报告题目与摘要。', 'Submit a title and an abstract.'),
    ],
    office: 'research',
  },
  {
    title: () => bi('关于更新门禁卡信息的通知', 'Update of access card records'),
    purpose: bi(
      '为加强园区安全管理，将对全所门禁卡信息进行集中更新。',
      'To improve campus security, all access card records will be updated.',
    ),
    items: [
      bi('请携带工作证或学生证到安全保卫处办理。', 'Bring your staff or student card to the Safety and Security Office.'),
      bi('逾期未更新的门禁卡将暂停使用。', 'Cards not updated in time will be suspended.'),
      bi('访客卡办理流程不变。', 'Visitor cards are issued as before.'),
    ],
    office: 'safety',
    zhOnly: true,
  },
  {
    title: () => bi('关于规范使用公共平台大型仪器的通知', 'Rules for booking large instruments at the core facilities'),
    purpose: bi(
      '为提高大型仪器使用效率，现对预约与使用规则作如下说明。',
      'To make better use of large instruments, booking and use rules are clarified below.',
    ),
    items: [
      bi('所有仪器须通过预约系统提前预约。', 'All instruments must be booked in advance through the booking system.'),
      bi('首次使用须参加平台培训。', 'First-time users must attend training.'),
      bi('连续两次预约未到将暂停预约权限一周。', 'Two missed bookings in a row suspend booking rights for a week.'),
    ],
    office: 'facilities',
  },
  {
    title: (y) => bi(`关于开展${y}年度科研数据安全自查的通知`, `Research data security self-check ${y}`),
    purpose: bi(
      '为保护科研数据与受试者隐私，请各研究组开展数据安全自查。',
      'To protect research data and participant privacy, every group is asked to check its data security.',
    ),
    items: [
      bi('核查数据存储位置与访问权限。', 'Check where data are stored and who can access them.'),
      bi('涉及人类受试者的数据须加密存储。', 'Data about human participants must be stored encrypted.'),
      bi('自查结果请报送网络信息中心。', 'Report the results to the Network and Information Centre.'),
    ],
    office: 'network',
  },
  {
    title: () => bi('关于调整园区班车运行时间的通知', 'Changes to the campus shuttle timetable'),
    purpose: bi('根据教职工意见，园区班车运行时间将作调整。', 'Following staff feedback, the campus shuttle timetable will change.'),
    items: [
      bi('早班车增加 7:40 一班。', 'An extra morning shuttle leaves at 7:40.'),
      bi('晚班车末班调整为 21:30。', 'The last evening shuttle leaves at 21:30.'),
      bi('节假日班车另行通知。', 'Holiday timetables will be announced separately.'),
    ],
    office: 'general',
    zhOnly: true,
  },
  {
    title: (y) => bi(`关于${y}年寒假期间实验室安全管理的通知`, `Laboratory safety over the ${y} winter break`),
    purpose: bi(
      '寒假期间人员较少，为确保实验室安全，现就有关事项通知如下。',
      'Fewer people are on site over the winter break, so please note the following to keep laboratories safe.',
    ),
    items: [
      bi('离开实验室前关闭水、电、气。', 'Turn off water, power and gas before leaving.'),
      bi('需要持续运行的设备须报备。', 'Register any equipment that must keep running.'),
      bi('假期值班电话请见附表。', 'See the duty roster for emergency numbers.'),
    ],
    office: 'safety',
  },
]

export interface VideoTopic {
  category: 'lecture' | 'labTour'
  title: Bi
  about: Bi
  minutes: number
}

export const VIDEOS: readonly VideoTopic[] = [
  {
    category: 'lecture',
    title: bi('名家讲坛｜睡眠如何塑造记忆', 'Distinguished Lecture | How sleep shapes memory'),
    about: bi(
      '从动物实验到人类研究，讲述睡眠在记忆巩固中的作用。',
      'From animal experiments to human studies: the role of sleep in consolidating memories.',
    ),
    minutes: 52,
  },
  {
    category: 'lecture',
    title: bi('名家讲坛｜脑机接口：从实验室到临床', 'Distinguished Lecture | Brain–computer interfaces from lab to clinic'),
    about: bi(
      '回顾脑机接口的发展历程，并展望其临床应用前景。',
      'The history of brain–computer interfaces and their prospects in the clinic.',
    ),
    minutes: 47,
  },
  {
    category: 'lecture',
    title: bi('青年学者讲座｜用数学理解神经环路', 'Early-career lecture | Understanding neural circuits with mathematics'),
    about: bi('介绍如何用动力学模型理解神经群体活动。', 'How dynamical models help us understand the activity of neural populations.'),
    minutes: 38,
  },
  {
    category: 'lecture',
    title: bi('公众讲座｜大脑如何感知时间', 'Public lecture | How the brain keeps time'),
    about: bi('面向公众讲解大脑中的“时钟”。', 'A talk for everyone about the clocks inside the brain.'),
    minutes: 41,
  },
  {
    category: 'labTour',
    title: bi('实验室探访｜光学成像平台', 'Lab tour | The Optical Imaging Facility'),
    about: bi(
      '走进光学成像平台，看看科研人员如何观察活体大脑中的神经元。',
      'Inside the Optical Imaging Facility: how researchers watch neurons in the living brain.',
    ),
    minutes: 9,
  },
  {
    category: 'labTour',
    title: bi('实验室探访｜电生理平台的一天', 'Lab tour | A day at the Electrophysiology Facility'),
    about: bi('跟随技术人员体验电生理平台的日常工作。', 'A day with the staff of the Electrophysiology Facility.'),
    minutes: 12,
  },
  {
    category: 'labTour',
    title: bi('实验室探访｜类脑计算集群', 'Lab tour | The neural computation cluster'),
    about: bi('了解支撑神经数据分析和模型训练的计算集群。', 'The computing cluster behind neural data analysis and model training.'),
    minutes: 8,
  },
  {
    category: 'labTour',
    title: bi('实验室探访｜基因编辑平台', 'Lab tour | The Gene Editing Facility'),
    about: bi('看看基因编辑小鼠是如何构建的。', 'How gene-edited mouse lines are made.'),
    minutes: 10,
  },
]

export interface Tender {
  item: Bi
  budget: number
  method: Bi
  requirements: readonly Bi[]
  twoFiles: boolean
}

const OPEN = bi('公开招标', 'Open tender')
const QUOTE = bi('询价', 'Request for quotation')
const usual = (extra: Bi): Bi[] => [
  bi('具有独立承担民事责任的能力。', 'Able to bear civil liability independently.'),
  bi('近三年内无重大违法记录。', 'No serious violations of law in the past three years.'),
  extra,
]

/** A tender: how it is bought, its budget (10,000 yuan), whether it comes with two files, what is bought and the one requirement of its own. */
const tender = (method: Bi, budget: number, twoFiles: boolean, item: Bi, requirement: Bi): Tender => ({
  item,
  budget,
  method,
  requirements: usual(requirement),
  twoFiles,
})

export const TENDERS: readonly Tender[] = [
  tender(
    OPEN,
    380,
    true,
    bi('双光子显微成像系统', 'Two-photon microscopy system'),
    bi('具备同类设备的安装与售后服务能力。', 'Able to install and service comparable systems.'),
  ),
  tender(
    OPEN,
    260,
    true,
    bi('高密度神经电生理记录系统', 'High-density neural recording system'),
    bi('提供不少于三年的免费质保。', "At least three years' free warranty."),
  ),
  tender(
    QUOTE,
    95,
    false,
    bi('实验动物饲养笼具及配套设备', 'Animal housing cages and equipment'),
    bi('产品符合实验动物设施相关标准。', 'Products meet the applicable animal-facility standards.'),
  ),
  tender(
    OPEN,
    520,
    true,
    bi('高性能计算集群扩容', 'Expansion of the high-performance cluster'),
    bi('具备大型计算系统集成经验。', 'Experience integrating large computing systems.'),
  ),
  tender(
    OPEN,
    310,
    false,
    bi('液相色谱-质谱联用仪', 'Liquid chromatography–mass spectrometer'),
    bi('提供现场应用培训。', 'On-site application training included.'),
  ),
  tender(
    OPEN,
    180,
    true,
    bi('科研楼B座实验室改造工程', 'Laboratory renovation in Research Building B'),
    bi('具有相应的建筑工程施工资质。', 'Holds the required construction qualifications.'),
  ),
  tender(
    QUOTE,
    60,
    false,
    bi('实验试剂及耗材年度供应商遴选', 'Annual selection of reagent and consumable suppliers'),
    bi('能够在两个工作日内完成配送。', 'Able to deliver within two working days.'),
  ),
  tender(
    QUOTE,
    75,
    false,
    bi('磁共振成像系统维保服务', 'Maintenance service for the MRI system'),
    bi('具备原厂认证工程师。', 'Employs manufacturer-certified engineers.'),
  ),
]
