import type { ResearchArea } from '@ibr/contract'
import { bi, type Bi } from './text.js'

/** A research result reported as news: title, what was found, how, and why it matters. */
/** `team` is the index, within its area, of the group the result comes from (TEAMS in research-bank). */
export interface Finding {
  area: ResearchArea
  team: number
  title: Bi
  summary: Bi
  method: Bi
  meaning: Bi
  figure: Bi
}

export const FINDINGS: readonly Finding[] = [
  {
    area: 'principles',
    team: 1,
    title: bi('研究揭示睡眠中记忆巩固的神经环路机制', 'Study reveals the neural circuit behind memory consolidation during sleep'),
    summary: bi(
      '研究发现，深睡眠期间海马与前额叶皮层之间的同步振荡能够把白天形成的记忆“转存”到长期存储中',
      'During deep sleep, synchronised oscillations between the hippocampus and the prefrontal cortex move memories formed during the day into long-term storage',
    ),
    method: bi(
      '研究团队在小鼠自然睡眠过程中同时记录两个脑区的神经活动，并利用闭环光遗传学在特定时刻干预这种同步。',
      'The team recorded both regions at once while mice slept naturally, and used closed-loop optogenetics to interrupt the synchrony at precise moments.',
    ),
    meaning: bi(
      '该成果加深了对睡眠功能的理解，也为改善睡眠障碍患者的记忆问题提供了思路。',
      'The work deepens our understanding of what sleep is for and suggests ways to help the memory problems of people with sleep disorders.',
    ),
    figure: bi('睡眠期间海马–皮层同步振荡示意图', 'Hippocampal–cortical synchrony during sleep'),
  },
  {
    area: 'disorders',
    team: 1,
    title: bi('科研人员发现调控焦虑样行为的杏仁核细胞亚群', 'Researchers identify amygdala neurons that control anxiety-like behaviour'),
    summary: bi(
      '研究人员在杏仁核中找到一类数量很少的神经元，它们的活动强弱决定了小鼠在陌生环境中的焦虑水平',
      'A small population of amygdala neurons sets how anxious mice are in an unfamiliar environment',
    ),
    method: bi(
      '研究结合单细胞测序、在体钙成像与化学遗传学操控，逐步锁定了这一细胞亚群。',
      'Single-cell sequencing, in vivo calcium imaging and chemogenetic manipulation narrowed the search to this subtype step by step.',
    ),
    meaning: bi(
      '这一发现为开发副作用更小的抗焦虑治疗提供了新的候选靶点。',
      'The finding offers a new candidate target for anxiety treatments with fewer side effects.',
    ),
    figure: bi('杏仁核细胞亚群的空间分布', 'Where the amygdala subtype sits'),
  },
  {
    area: 'methods',
    team: 0,
    title: bi('研究所研发高通量脑机接口柔性电极', 'Institute develops flexible high-throughput electrodes for brain–computer interfaces'),
    summary: bi(
      '新型柔性电极比头发丝还细，可以在脑内稳定记录上千个神经元的活动达半年以上',
      'The new flexible electrodes, thinner than a hair, record more than a thousand neurons stably for over six months',
    ),
    method: bi(
      '团队采用新的薄膜材料与封装工艺，并在大鼠和猕猴中完成了长期记录验证。',
      'The team used a new thin-film material and packaging process and validated long-term recordings in rats and macaques.',
    ),
    meaning: bi(
      '该技术为高性能脑机接口的临床转化奠定了基础。',
      'The technology lays a foundation for bringing high-performance brain–computer interfaces to the clinic.',
    ),
    figure: bi('柔性电极阵列在显微镜下的形态', 'The flexible electrode array under the microscope'),
  },
  {
    area: 'computation',
    team: 0,
    title: bi('类脑学习算法实现低功耗持续学习', 'Brain-inspired algorithm learns continually at low power'),
    summary: bi(
      '研究团队借鉴突触可塑性的规律，提出了一种脉冲神经网络学习算法，能够在学习新任务时不遗忘旧任务',
      'Borrowing rules of synaptic plasticity, the team proposed a learning algorithm for spiking neural networks that learns new tasks without forgetting old ones',
    ),
    method: bi(
      '算法在类脑芯片上运行，能耗仅为传统深度网络的十分之一左右。',
      'Running on a neuromorphic chip, the algorithm uses about a tenth of the energy of a conventional deep network.',
    ),
    meaning: bi(
      '研究为发展可在终端设备上持续学习的智能系统提供了新途径。',
      'The study opens a route to intelligent systems that keep learning on small devices.',
    ),
    figure: bi('脉冲神经网络结构示意', 'Architecture of the spiking network'),
  },
  {
    area: 'principles',
    team: 3,
    title: bi('研究阐明小胶质细胞在突触修剪中的作用', 'Microglia shown to prune synapses during development'),
    summary: bi(
      '研究发现，发育期小胶质细胞会根据神经元活动“挑选”需要清除的突触，从而精细化神经环路',
      'During development, microglia pick which synapses to remove according to neuronal activity, refining neural circuits',
    ),
    method: bi(
      '研究人员利用长时程活体成像追踪了单个突触从形成到被清除的全过程。',
      'Long-term in vivo imaging followed single synapses from formation to removal.',
    ),
    meaning: bi(
      '该成果有助于理解多种神经发育障碍中突触数量异常的原因。',
      'The results help explain abnormal synapse numbers in several neurodevelopmental disorders.',
    ),
    figure: bi('小胶质细胞与突触的接触', 'Microglia in contact with synapses'),
  },
  {
    area: 'disorders',
    team: 2,
    title: bi('帕金森病早期运动环路异常的新标志物被发现', "New early marker of motor-circuit changes in Parkinson's disease"),
    summary: bi(
      '研究团队发现，在运动症状出现之前，基底神经节中已经出现特征性的节律活动改变',
      'Characteristic changes in basal ganglia rhythms appear before any motor symptoms',
    ),
    method: bi(
      '研究比较了模型动物与临床志愿者的脑电信号，并建立了自动识别这一特征的分析方法。',
      'The team compared brain signals from animal models and clinical volunteers and built a method that detects the signature automatically.',
    ),
    meaning: bi('这一标志物有望用于帕金森病的早期筛查。', "The marker could be used for early screening of Parkinson's disease."),
    figure: bi('基底神经节节律活动的变化', 'Changes in basal ganglia rhythms'),
  },
  {
    area: 'methods',
    team: 3,
    title: bi('全脑介观神经元形态图谱发布', 'Whole-brain mesoscale atlas of neuron morphology released'),
    summary: bi(
      '研究所完成了上万个单神经元的全脑形态重建，并向全球研究者开放数据',
      'The Institute has reconstructed the whole-brain shape of more than ten thousand single neurons and opened the data to researchers everywhere',
    ),
    method: bi(
      '团队整合了全脑透明化、高速成像与半自动重建流程。',
      'The team combined whole-brain clearing, high-speed imaging and a semi-automatic reconstruction pipeline.',
    ),
    meaning: bi(
      '图谱为研究神经环路的连接规律提供了基础资源。',
      'The atlas is a basic resource for studying how neural circuits are wired.',
    ),
    figure: bi('单神经元全脑投射重建', 'Brain-wide projections of single neurons'),
  },
  {
    area: 'computation',
    team: 1,
    title: bi('研究阐明位置细胞编码空间记忆的计算原理', 'How place cells encode spatial memory: a computational account'),
    summary: bi(
      '研究团队提出的吸引子网络模型解释了海马位置细胞如何在新环境中快速形成稳定的空间表征',
      'An attractor-network model explains how hippocampal place cells quickly form stable maps of a new environment',
    ),
    method: bi(
      '模型预测随后在大规模电生理记录中得到验证。',
      'Predictions of the model were then confirmed in large-scale electrophysiological recordings.',
    ),
    meaning: bi(
      '研究把理论模型与实验数据紧密结合，为理解记忆的计算本质提供了新视角。',
      'By tying theory closely to data, the study gives a new view of what memory computes.',
    ),
    figure: bi('吸引子网络中的活动演化', 'Activity evolving in the attractor network'),
  },
  {
    area: 'disorders',
    team: 1,
    title: bi('研究揭示昼夜节律紊乱影响情绪调节的神经机制', 'How disrupted circadian rhythms affect emotion regulation'),
    summary: bi(
      '长期作息紊乱会削弱前额叶对杏仁核的调控，使动物对负性刺激更加敏感',
      'Long-term disruption of daily rhythms weakens prefrontal control over the amygdala and makes animals more sensitive to negative stimuli',
    ),
    method: bi(
      '研究人员模拟倒班作息，并结合环路示踪与在体记录开展研究。',
      'The researchers simulated shift-work schedules and combined circuit tracing with in vivo recording.',
    ),
    meaning: bi(
      '研究结果提示，规律的睡眠作息对情绪健康至关重要。',
      'The results underline how much regular sleep schedules matter for emotional health.',
    ),
    figure: bi('前额叶–杏仁核环路', 'The prefrontal–amygdala circuit'),
  },
  {
    area: 'principles',
    team: 2,
    title: bi('前额叶皮层参与决策的神经编码方式被揭示', 'How the prefrontal cortex encodes decisions'),
    summary: bi(
      '研究发现，前额叶神经元群体以“动态轨迹”的方式表征决策过程中的证据积累',
      'Populations of prefrontal neurons represent the accumulation of evidence as dynamic trajectories',
    ),
    method: bi(
      '团队记录了猕猴完成知觉决策任务时数百个神经元的活动。',
      'The team recorded hundreds of neurons while macaques performed a perceptual decision task.',
    ),
    meaning: bi(
      '这一发现为理解人类的判断与选择提供了神经基础。',
      'The finding gives a neural basis for understanding human judgement and choice.',
    ),
    figure: bi('决策过程中的群体活动轨迹', 'Population trajectories during a decision'),
  },
  {
    area: 'methods',
    team: 4,
    title: bi('非侵入式脑机接口实现高精度意图解码', 'Non-invasive brain–computer interface decodes intentions with high accuracy'),
    summary: bi(
      '结合新型脑电采集设备与深度学习解码模型，志愿者仅凭“想象”即可控制机械臂完成抓取',
      'With a new EEG headset and a deep-learning decoder, volunteers controlled a robotic arm to grasp objects just by imagining the movement',
    ),
    method: bi(
      '研究在二十名健康志愿者中完成测试，平均解码准确率超过九成。',
      'Tests with twenty healthy volunteers reached an average decoding accuracy above ninety per cent.',
    ),
    meaning: bi('该成果有望帮助运动功能障碍患者改善生活质量。', 'The work could improve daily life for people with motor impairments.'),
    figure: bi('脑机接口控制机械臂实验场景', 'Controlling a robotic arm with the interface'),
  },
  {
    area: 'computation',
    team: 3,
    title: bi('可解释的视觉皮层深度网络模型构建成功', 'An interpretable deep-network model of the visual cortex'),
    summary: bi(
      '新模型不仅能够预测视觉皮层神经元对自然图像的反应，还能解释每个神经元“偏好”的视觉特征',
      'The model predicts how visual cortex neurons respond to natural images and explains which features each neuron prefers',
    ),
    method: bi(
      '研究利用数万张自然图像及对应的神经响应数据训练并检验模型。',
      'It was trained and tested on tens of thousands of natural images with the matching neural responses.',
    ),
    meaning: bi(
      '研究为理解视觉信息处理及改进计算机视觉算法提供了参考。',
      'The study informs both our understanding of vision and the design of computer-vision algorithms.',
    ),
    figure: bi('模型神经元偏好的视觉特征', 'Visual features preferred by model neurons'),
  },
]

/** General news: a title (the year is that of publication) with a lead and a detail paragraph. */
/** `times` turns the list into a timetable. */
export interface Story {
  title: (year: number) => Bi
  lead: Bi
  detail: Bi
  list?: Bi[]
  times?: string[]
}

export const STORIES: readonly Story[] = [
  {
    title: (y) => bi(`研究所举办${y}年公众科学开放日`, `Institute opens its doors for Public Science Day ${y}`),
    lead: bi(
      '研究所举办年度公众科学开放日，近千名市民和中小学生走进实验室，近距离了解大脑的奥秘。',
      "Nearly a thousand visitors, many of them school pupils, came to the Institute's annual Public Science Day to see the brain sciences up close.",
    ),
    detail: bi(
      '开放日设置了脑电体验、显微镜下的神经元、睡眠知识问答等互动环节，科研人员和研究生志愿者全程讲解。',
      'Hands-on stations let visitors try EEG recording, look at neurons under the microscope and take a quiz about sleep, with researchers and student volunteers on hand to explain.',
    ),
    list: [
      bi('脑电体验：看见自己的脑电波', 'EEG corner: see your own brain waves'),
      bi('显微镜下的神经元', 'Neurons under the microscope'),
      bi('睡眠知识问答', 'Sleep quiz'),
    ],
    times: ['09:00–11:30', '13:30–15:00', '15:00–16:30'],
  },
  {
    title: () => bi('研究所与东湖大学签署研究生联合培养协议', 'Institute and Donghu University agree joint graduate training'),
    lead: bi(
      '研究所与东湖大学签署研究生联合培养协议，双方将在招生、课程与导师互聘等方面开展合作。',
      'The Institute and Donghu University have signed an agreement to train graduate students together, covering admissions, courses and joint supervision.',
    ),
    detail: bi(
      '根据协议，双方每年联合招收博士研究生，学生可在两地选修课程并使用双方的公共平台。',
      "Under the agreement the two will admit doctoral students jointly each year; students may take courses at both and use both institutions' core facilities.",
    ),
  },
  {
    title: () => bi('脑机接口联合实验室揭牌成立', 'Joint Laboratory for Brain–Computer Interfaces opens'),
    lead: bi(
      '研究所与海宁医学院附属医院共建的脑机接口联合实验室正式揭牌。',
      'The Joint Laboratory for Brain–Computer Interfaces, set up with the Affiliated Hospital of Haining Medical College, has officially opened.',
    ),
    detail: bi(
      '联合实验室将围绕运动功能重建、言语解码和闭环神经调控开展研究，推动技术从实验室走向临床。',
      'The laboratory will work on restoring movement, decoding speech and closed-loop neuromodulation, bringing the technology from the bench to the clinic.',
    ),
    list: [bi('运动功能重建', 'Restoring movement'), bi('言语解码', 'Speech decoding'), bi('闭环神经调控', 'Closed-loop neuromodulation')],
  },
  {
    title: (y) => bi(`研究所举行${y}级研究生开学典礼`, `Institute welcomes its ${y} graduate cohort`),
    lead: bi(
      '研究所举行新生开学典礼，新一届研究生正式开启科研生涯。',
      'The Institute held its opening ceremony for new graduate students as they begin their research careers.',
    ),
    detail: bi(
      '所长在致辞中勉励同学们保持好奇心，脚踏实地做好每一个实验；导师代表和在读研究生代表也分享了各自的经验。',
      'In his address the Director encouraged students to stay curious and to do every experiment carefully; a supervisor and a senior student also shared their experience.',
    ),
  },
  {
    title: (y) => bi(`研究所召开${y}年度学术委员会会议`, `Academic Committee holds its ${y} annual meeting`),
    lead: bi(
      '研究所学术委员会召开年度会议，审议研究所中长期学术发展规划。',
      "The Academic Committee met for its annual session to review the Institute's medium- and long-term research plan.",
    ),
    detail: bi(
      '委员们听取了各研究方向的工作汇报，并就青年人才培养、公共平台建设等议题提出了建议。',
      'Members heard reports from each research area and made recommendations on supporting early-career researchers and developing the core facilities.',
    ),
  },
  {
    title: () => bi('第五届青年科学家论坛成功举办', 'Fifth Young Scientists Forum held at the Institute'),
    lead: bi(
      '研究所第五届青年科学家论坛举行，来自十余家单位的青年学者分享了最新研究。',
      'Early-career researchers from more than ten institutions presented their latest work at the fifth Young Scientists Forum.',
    ),
    detail: bi(
      '论坛设置神经环路、脑疾病与类脑计算三个分会场，并评选出优秀报告奖。',
      'The forum ran three parallel sessions — neural circuits, brain disorders and neural computation — and gave awards for the best talks.',
    ),
  },
  {
    title: () => bi('科普团队走进中学课堂讲述“睡眠的秘密”', 'Outreach team brings "The Secrets of Sleep" to secondary schools'),
    lead: bi(
      '研究所科普团队走进三所中学，为学生们讲述睡眠与学习的关系。',
      "The Institute's outreach team visited three secondary schools to talk with pupils about sleep and learning.",
    ),
    detail: bi(
      '讲座用生动的实验视频说明了睡眠对记忆巩固的作用，并为同学们提供了科学作息的建议。',
      'Lively experiment videos showed how sleep helps memories last, and pupils took away practical advice for healthy sleep habits.',
    ),
  },
  {
    title: () => bi('新一代双光子成像系统在光学成像平台投入使用', 'New two-photon imaging system enters service'),
    lead: bi(
      '光学成像平台新一代大视场双光子成像系统完成验收并开放预约。',
      'A new large-field two-photon imaging system at the Optical Imaging Facility has passed acceptance and is open for booking.',
    ),
    detail: bi(
      '新系统可同时观察多个脑区数千个神经元的活动，将显著提升神经环路研究的效率。',
      'It can image thousands of neurons across several brain regions at once and will greatly speed up neural circuit research.',
    ),
  },
  {
    title: () => bi('研究所举办实验室安全知识竞赛', 'Laboratory safety quiz held at the Institute'),
    lead: bi(
      '为增强安全意识，研究所举办实验室安全知识竞赛，十二支代表队参赛。',
      "Twelve teams took part in the Institute's laboratory safety quiz, held to strengthen safety awareness.",
    ),
    detail: bi(
      '竞赛内容涵盖危险化学品管理、生物安全与消防知识，现场气氛热烈。',
      'Questions covered hazardous chemicals, biosafety and fire safety, and the atmosphere was lively.',
    ),
  },
  {
    title: () => bi('研究所代表团访问瓦尔蒙大学认知科学中心', 'Delegation visits the Centre for Cognitive Science, University of Valmont'),
    lead: bi(
      '研究所代表团访问瓦尔蒙大学认知科学中心，双方就人员交流与合作研究达成共识。',
      'A delegation from the Institute visited the Centre for Cognitive Science at the University of Valmont and agreed on staff exchanges and joint research.',
    ),
    detail: bi(
      '双方计划联合举办暑期学校，并在语言与认知的脑机制方向开展合作。',
      'The two plan a joint summer school and collaboration on the brain mechanisms of language and cognition.',
    ),
  },
  {
    title: () => bi('研究所博士研究生在国际会议上获最佳海报奖', 'Doctoral student wins best poster award'),
    lead: bi(
      '研究所一名博士研究生在国际神经科学会议上获得最佳海报奖。',
      'A doctoral student of the Institute won the best poster award at an international neuroscience meeting.',
    ),
    detail: bi(
      '获奖海报介绍了睡眠中神经环路活动重放的新发现，受到与会专家的好评。',
      'The poster presented new findings on the replay of neural circuit activity during sleep and was warmly received.',
    ),
  },
  {
    title: () => bi('研究所举办“脑与人工智能”交叉学科研讨会', 'Interdisciplinary workshop on the brain and artificial intelligence'),
    lead: bi(
      '“脑与人工智能”交叉学科研讨会在研究所举行，神经科学、计算机与数学领域的学者参会。',
      'Scholars from neuroscience, computer science and mathematics met at the Institute for a workshop on the brain and artificial intelligence.',
    ),
    detail: bi(
      '与会者围绕类脑计算、神经数据分析与脑机接口算法等议题展开讨论。',
      'Discussions covered brain-inspired computing, neural data analysis and algorithms for brain–computer interfaces.',
    ),
  },
]

/** Closing lines shared by general news, chosen at random. */
export const CLOSINGS: readonly Bi[] = [
  bi(
    '研究所将继续推进开放合作，为脑科学研究和人才培养贡献力量。',
    'The Institute will keep working openly with partners to advance brain research and train young scientists.',
  ),
  bi(
    '活动得到了所内各部门和研究组的大力支持。',
    'The event was made possible by the support of departments and research groups across the Institute.',
  ),
  bi('相关负责人表示，今后将把此类活动常态化，持续扩大影响。', 'Organisers said they plan to hold such events regularly.'),
]
