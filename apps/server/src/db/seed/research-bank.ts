import type { ResearchArea } from '@ibr/contract'
import { bi, type Bi } from './text.js'

/** The four research areas, in the order of RESEARCH_AREAS. */
export const AREAS: Record<ResearchArea, { name: Bi; intro: Bi }> = {
  principles: {
    name: bi('脑认知原理', 'Principles of the Brain'),
    intro: bi(
      '研究感知、记忆、决策与睡眠等脑功能的细胞与神经环路基础，回答大脑如何产生行为这一基本问题。',
      'How do cells and neural circuits give rise to perception, memory, decisions and sleep? This area studies the basic principles by which the brain produces behaviour.',
    ),
  },
  disorders: {
    name: bi('脑疾病', 'Brain Disorders'),
    intro: bi(
      '聚焦神经退行性疾病、精神疾病与慢性疼痛，从分子、环路到行为层面解析发病机制并探索干预策略。',
      'Neurodegenerative and psychiatric disorders and chronic pain, studied from molecules to circuits to behaviour, with the aim of finding new ways to intervene.',
    ),
  },
  methods: {
    name: bi('神经科学新技术', 'Neuroscience Methods'),
    intro: bi(
      '发展神经成像、电生理记录、光遗传调控与脑机接口等新技术，为脑科学研究提供工具。',
      'New tools for the brain sciences: neural imaging, electrophysiological recording, optogenetic control and brain–computer interfaces.',
    ),
  },
  computation: {
    name: bi('类脑计算', 'Neural Computation'),
    intro: bi(
      '以计算模型理解大脑，并借鉴神经系统的工作原理发展低功耗、可持续学习的类脑智能算法。',
      'Computational models that explain the brain, and brain-inspired algorithms that learn continually at low power.',
    ),
  },
}

/** Twenty research groups, five per area: name and three research interests. */
export const TEAMS: Record<ResearchArea, { name: Bi; interests: [Bi, Bi, Bi] }[]> = {
  principles: [
    {
      name: bi('神经环路与行为研究组', 'Neural Circuits and Behaviour Lab'),
      interests: [
        bi('本能行为的神经环路', 'neural circuits of innate behaviour'),
        bi('感觉信息的整合', 'integration of sensory information'),
        bi('行为状态的切换', 'switching between behavioural states'),
      ],
    },
    {
      name: bi('睡眠与记忆研究组', 'Sleep and Memory Lab'),
      interests: [
        bi('睡眠的产生与调控', 'how sleep is generated and regulated'),
        bi('睡眠中的记忆巩固', 'memory consolidation during sleep'),
        bi('梦境相关的脑活动', 'brain activity related to dreaming'),
      ],
    },
    {
      name: bi('决策神经生物学研究组', 'Neurobiology of Decision Lab'),
      interests: [
        bi('前额叶皮层的决策编码', 'decision coding in the prefrontal cortex'),
        bi('奖赏与动机', 'reward and motivation'),
        bi('不确定条件下的选择', 'choice under uncertainty'),
      ],
    },
    {
      name: bi('突触可塑性研究组', 'Synaptic Plasticity Lab'),
      interests: [
        bi('突触传递的分子机制', 'molecular mechanisms of synaptic transmission'),
        bi('学习相关的突触重塑', 'synaptic remodelling during learning'),
        bi('胶质细胞与突触的相互作用', 'glia–synapse interactions'),
      ],
    },
    {
      name: bi('感知觉神经编码研究组', 'Sensory Coding Lab'),
      interests: [
        bi('视觉皮层的信息编码', 'information coding in the visual cortex'),
        bi('嗅觉的环路基础', 'the circuit basis of olfaction'),
        bi('多感觉整合', 'multisensory integration'),
      ],
    },
  ],
  disorders: [
    {
      name: bi('神经退行性疾病研究组', 'Neurodegeneration Lab'),
      interests: [
        bi('阿尔茨海默病的早期机制', "early mechanisms of Alzheimer's disease"),
        bi('蛋白稳态失衡', 'loss of protein homeostasis'),
        bi('神经保护策略', 'neuroprotective strategies'),
      ],
    },
    {
      name: bi('情绪障碍研究组', 'Mood Disorders Lab'),
      interests: [
        bi('抑郁与焦虑的环路机制', 'circuit mechanisms of depression and anxiety'),
        bi('应激反应', 'the stress response'),
        bi('快速抗抑郁机制', 'mechanisms of rapid antidepressant action'),
      ],
    },
    {
      name: bi('运动障碍研究组', 'Movement Disorders Lab'),
      interests: [
        bi('帕金森病的运动环路', "motor circuits in Parkinson's disease"),
        bi('基底神经节功能', 'basal ganglia function'),
        bi('深部脑刺激', 'deep brain stimulation'),
      ],
    },
    {
      name: bi('疼痛与感觉异常研究组', 'Pain Research Lab'),
      interests: [
        bi('慢性疼痛的中枢敏化', 'central sensitisation in chronic pain'),
        bi('痒觉与痛觉的分离', 'how itch and pain are kept apart'),
        bi('非成瘾性镇痛靶点', 'non-addictive analgesic targets'),
      ],
    },
    {
      name: bi('神经发育障碍研究组', 'Neurodevelopmental Disorders Lab'),
      interests: [
        bi('自闭症谱系障碍的遗传基础', 'genetics of autism spectrum disorder'),
        bi('皮层发育', 'cortical development'),
        bi('社会行为缺陷', 'deficits in social behaviour'),
      ],
    },
  ],
  methods: [
    {
      name: bi('脑机接口研究组', 'Brain–Computer Interface Lab'),
      interests: [
        bi('柔性植入电极', 'flexible implantable electrodes'),
        bi('运动意图解码', 'decoding motor intention'),
        bi('闭环神经调控', 'closed-loop neuromodulation'),
      ],
    },
    {
      name: bi('光学成像技术研究组', 'Optical Imaging Lab'),
      interests: [
        bi('双光子与三光子显微成像', 'two- and three-photon microscopy'),
        bi('大视场神经成像', 'large-field neural imaging'),
        bi('自适应光学', 'adaptive optics'),
      ],
    },
    {
      name: bi('分子探针研究组', 'Molecular Probes Lab'),
      interests: [
        bi('基因编码神经递质探针', 'genetically encoded neurotransmitter sensors'),
        bi('电压成像', 'voltage imaging'),
        bi('光遗传工具', 'optogenetic tools'),
      ],
    },
    {
      name: bi('全脑图谱研究组', 'Brain Atlas Lab'),
      interests: [
        bi('全脑透明化与成像', 'whole-brain clearing and imaging'),
        bi('单神经元形态重建', 'single-neuron morphology reconstruction'),
        bi('介观连接组', 'the mesoscale connectome'),
      ],
    },
    {
      name: bi('神经调控技术研究组', 'Neuromodulation Technology Lab'),
      interests: [
        bi('经颅超声刺激', 'transcranial ultrasound stimulation'),
        bi('无创脑机接口', 'non-invasive brain–computer interfaces'),
        bi('神经反馈训练', 'neurofeedback training'),
      ],
    },
  ],
  computation: [
    {
      name: bi('类脑智能研究组', 'Brain-inspired Intelligence Lab'),
      interests: [
        bi('脉冲神经网络', 'spiking neural networks'),
        bi('持续学习', 'continual learning'),
        bi('类脑芯片算法', 'algorithms for neuromorphic chips'),
      ],
    },
    {
      name: bi('计算神经科学研究组', 'Computational Neuroscience Lab'),
      interests: [
        bi('神经群体动力学', 'neural population dynamics'),
        bi('吸引子网络模型', 'attractor network models'),
        bi('工作记忆的计算理论', 'computational theories of working memory'),
      ],
    },
    {
      name: bi('神经数据科学研究组', 'Neural Data Science Lab'),
      interests: [
        bi('大规模神经记录分析', 'analysis of large-scale neural recordings'),
        bi('神经解码', 'neural decoding'),
        bi('开放数据与工具', 'open data and software tools'),
      ],
    },
    {
      name: bi('视觉计算研究组', 'Visual Computation Lab'),
      interests: [
        bi('视觉皮层模型', 'models of the visual cortex'),
        bi('可解释深度网络', 'interpretable deep networks'),
        bi('主动视觉', 'active vision'),
      ],
    },
    {
      name: bi('认知建模研究组', 'Cognitive Modelling Lab'),
      interests: [
        bi('强化学习与多巴胺', 'reinforcement learning and dopamine'),
        bi('语言与推理的计算模型', 'computational models of language and reasoning'),
        bi('人机协同决策', 'human–machine collaborative decisions'),
      ],
    },
  ],
}

/** Term banks for paper titles, per area: three slot lists and three title patterns using them. */
interface TitleBank {
  a: readonly Bi[]
  b: readonly Bi[]
  c: readonly Bi[]
  patterns: readonly ((a: Bi, b: Bi, c: Bi) => Bi)[]
}

const capEn = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

export const TITLE_BANKS: Record<ResearchArea, TitleBank> = {
  principles: {
    a: [
      bi('前额叶皮层', 'prefrontal cortex'),
      bi('海马', 'hippocampus'),
      bi('丘脑网状核', 'thalamic reticular nucleus'),
      bi('嗅球', 'olfactory bulb'),
      bi('初级视觉皮层', 'primary visual cortex'),
      bi('下丘脑', 'hypothalamus'),
    ],
    b: [
      bi('中间神经元', 'interneurons'),
      bi('锥体神经元', 'pyramidal neurons'),
      bi('星形胶质细胞', 'astrocytes'),
      bi('多巴胺能神经元', 'dopaminergic neurons'),
    ],
    c: [
      bi('工作记忆', 'working memory'),
      bi('空间导航', 'spatial navigation'),
      bi('睡眠–觉醒转换', 'sleep–wake transitions'),
      bi('感觉整合', 'sensory integration'),
      bi('社会行为', 'social behaviour'),
      bi('决策', 'decision-making'),
    ],
    patterns: [
      (a, b, c) =>
        bi(`${a.zh}${b.zh}调控${c.zh}的神经环路机制`, `${capEn(b.en)} in the ${a.en} regulate ${c.en} through a local neural circuit`),
      (a, _b, c) => bi(`${c.zh}过程中${a.zh}神经元群体活动的动态编码`, `Dynamic population coding in the ${a.en} during ${c.en}`),
      (a, b, c) => bi(`${b.zh}介导${a.zh}在${c.zh}中的作用`, `${capEn(b.en)} mediate the role of the ${a.en} in ${c.en}`),
    ],
  },
  disorders: {
    a: [
      bi('阿尔茨海默病', "Alzheimer's disease"),
      bi('帕金森病', "Parkinson's disease"),
      bi('抑郁症', 'depression'),
      bi('癫痫', 'epilepsy'),
      bi('自闭症谱系障碍', 'autism spectrum disorder'),
      bi('慢性疼痛', 'chronic pain'),
      bi('失眠', 'insomnia'),
    ],
    b: [bi('小鼠模型', 'mouse model'), bi('患者来源类器官', 'patient-derived organoid model'), bi('斑马鱼模型', 'zebrafish model')],
    c: [
      bi('突触丢失', 'synapse loss'),
      bi('神经炎症', 'neuroinflammation'),
      bi('环路过度兴奋', 'circuit hyperexcitability'),
      bi('睡眠节律紊乱', 'disrupted sleep rhythms'),
      bi('线粒体功能障碍', 'mitochondrial dysfunction'),
    ],
    patterns: [
      (a, b, c) => bi(`${a.zh}${b.zh}中的${c.zh}及其干预`, `${capEn(c.en)} and its reversal in a ${b.en} of ${a.en}`),
      (a, _b, c) => bi(`${c.zh}驱动${a.zh}的早期认知障碍`, `${capEn(c.en)} drives early cognitive decline in ${a.en}`),
      (a, _b, c) => bi(`靶向${c.zh}缓解${a.zh}相关行为异常`, `Targeting ${c.en} relieves behavioural deficits related to ${a.en}`),
    ],
  },
  methods: {
    a: [
      bi('柔性高密度电极', 'flexible high-density electrodes'),
      bi('双光子全息光遗传', 'two-photon holographic optogenetics'),
      bi('全脑透明化成像', 'whole-brain clearing and imaging'),
      bi('单细胞空间转录组', 'single-cell spatial transcriptomics'),
      bi('无创脑机接口', 'a non-invasive brain–computer interface'),
      bi('基因编码电压探针', 'genetically encoded voltage indicators'),
    ],
    b: [
      bi('自由活动小鼠', 'freely moving mice'),
      bi('灵长类皮层', 'the primate cortex'),
      bi('人脑类器官', 'human brain organoids'),
      bi('全脑神经元', 'brain-wide neuron populations'),
    ],
    c: [bi('长期记录', 'long-term recording'), bi('高通量测量', 'high-throughput measurement'), bi('精准调控', 'precise manipulation')],
    patterns: [
      (a, b, c) => bi(`用于${b.zh}${c.zh}的${a.zh}`, `${capEn(a.en)} for ${c.en} in ${b.en}`),
      (a, b) => bi(`基于${a.zh}的${b.zh}神经环路解析`, `Dissecting neural circuits in ${b.en} with ${a.en}`),
      (a, b, c) => bi(`${a.zh}：面向${b.zh}${c.zh}的新方法`, `${capEn(a.en)}: a new approach to ${c.en} in ${b.en}`),
    ],
  },
  computation: {
    a: [
      bi('脉冲神经网络', 'spiking neural networks'),
      bi('循环神经网络', 'recurrent neural networks'),
      bi('预测编码模型', 'predictive coding models'),
      bi('吸引子网络', 'attractor networks'),
      bi('图神经网络', 'graph neural networks'),
    ],
    b: [
      bi('持续学习', 'continual learning'),
      bi('空间记忆', 'spatial memory'),
      bi('视觉识别', 'visual recognition'),
      bi('神经解码', 'neural decoding'),
      bi('时间序列预测', 'temporal sequence prediction'),
    ],
    c: [bi('低功耗', 'low-power'), bi('可解释', 'interpretable'), bi('小样本', 'few-shot')],
    patterns: [
      (a, b) => bi(`基于${a.zh}的类脑${b.zh}`, `Brain-inspired ${b.en} with ${a.en}`),
      (a, b) => bi(`${a.zh}揭示${b.zh}的计算原理`, `${capEn(a.en)} reveal computational principles of ${b.en}`),
      (a, b, c) => bi(`面向${b.zh}的${c.zh}${a.zh}`, `${capEn(c.en)} ${a.en} for ${b.en}`),
    ],
  },
}
