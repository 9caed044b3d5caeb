/**
 * Fictional bilingual news text for the scale seed. Deterministic (a seeded generator per article
 * number), so two runs with the same count fill the same content and benchmark figures compare.
 *
 * The vocabulary is small on purpose: realistic lengths and a realistic spread of words matter to
 * the database (row size, TOAST, trigram index, LIKE selectivity), not literary variety. About a
 * third of the items mention "neural" somewhere and every Chinese body uses 神经/脑 words, so a
 * keyword search finds a sizeable (not trivial, not total) share of the table.
 */

/** mulberry32: a tiny, fast, good-enough PRNG; seeded per article so generation is order-free. */
export function rng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)]!

/** Research topics as [zh, en] pairs; titles pair a topic with an action. */
const TOPICS: readonly (readonly [string, string])[] = [
  ['海马体记忆编码', 'hippocampal memory encoding'],
  ['突触可塑性', 'synaptic plasticity'],
  ['神经环路', 'neural circuits'],
  ['睡眠节律', 'sleep rhythms'],
  ['视觉皮层信息处理', 'visual cortex processing'],
  ['脑机接口', 'brain–computer interfaces'],
  ['阿尔茨海默病早期诊断', 'early diagnosis of Alzheimer’s disease'],
  ['帕金森病运动障碍', 'motor symptoms of Parkinson’s disease'],
  ['胶质细胞功能', 'glial cell function'],
  ['多巴胺奖赏信号', 'dopamine reward signals'],
  ['神经发育', 'neural development'],
  ['计算神经科学模型', 'computational neuroscience models'],
  ['单细胞转录组图谱', 'single-cell transcriptomic atlases'],
  ['双光子活体成像', 'in vivo two-photon imaging'],
  ['类脑智能芯片', 'brain-inspired computing chips'],
  ['慢性疼痛感知', 'chronic pain perception'],
  ['嗅觉编码', 'olfactory coding'],
  ['决策与价值判断', 'decision making and valuation'],
  ['注意力调控', 'attention control'],
  ['语言习得', 'language learning'],
  ['情绪与杏仁核', 'emotion and the amygdala'],
  ['灵长类社会行为', 'primate social behaviour'],
]

const ACTIONS: readonly (readonly [string, string])[] = [
  ['研究团队揭示{t}新机制', 'Team reveals a new mechanism of {t}'],
  ['{t}研究取得重要进展', 'Major progress in research on {t}'],
  ['我所举办{t}国际研讨会', 'Institute hosts an international workshop on {t}'],
  ['{t}领域青年学者论坛顺利召开', 'Young scholars’ forum on {t} held'],
  ['新型技术助力{t}研究', 'New technique accelerates work on {t}'],
  ['合作团队发布{t}数据集', 'Collaborators release an open data set on {t}'],
  ['{t}专题讲座走进校园', 'Public lecture on {t} visits local schools'],
  ['实验室在{t}方向获得重点项目资助', 'Laboratory wins a key grant for {t}'],
]

const SUBTITLES: readonly (readonly [string, string])[] = [
  [
    '成果发表于国际学术期刊，为相关疾病的干预提供了新思路。',
    'The findings, published in an international journal, suggest new ways to intervene in related disorders.',
  ],
  ['来自国内外二十余家单位的研究人员参加了本次活动。', 'Researchers from more than twenty institutions attended the event.'],
  [
    '该研究历时五年，综合运用了电生理、成像与计算方法。',
    'The five-year study combined electrophysiology, imaging and computational methods.',
  ],
  ['项目将持续支持青年科研人员开展原创性探索。', 'The programme will keep supporting early-career scientists in original research.'],
  ['相关技术已向学术界开放共享。', 'The tools are now shared openly with the research community.'],
]

const ZH_SENTENCES: readonly string[] = [
  '研究人员利用高密度电极阵列记录了小鼠在自由探索过程中数百个神经元的同步放电活动。',
  '结果表明，特定频段的脑电振荡与记忆巩固过程存在密切联系。',
  '团队进一步通过光遗传学手段精确操控目标神经元，验证了该环路的因果作用。',
  '这一发现为理解大脑如何整合感觉信息提供了新的视角。',
  '在为期两天的会议中，与会专家围绕脑科学前沿问题展开了深入讨论。',
  '研究所负责人表示，将继续加强跨学科合作，推动基础研究成果向临床转化。',
  '该成果得到了国家自然科学基金和地方科技计划的资助。',
  '研究团队构建了覆盖全脑的高分辨率神经连接图谱。',
  '计算模型成功预测了动物在复杂环境中的行为选择。',
  '临床合作方提供的影像数据显示，患者相关脑区的活动模式发生了显著改变。',
  '实验室同时开发了开源分析软件，方便同行复现实验结果。',
  '参与活动的中学生在科研人员指导下观察了神经细胞的显微结构。',
  '论文第一作者为我所博士研究生，通讯作者为课题组长。',
  '下一步，团队计划将该方法推广至灵长类动物模型。',
  '专家指出，突触连接的动态变化是学习与记忆的重要基础。',
  '本次培训内容涵盖实验动物伦理、数据管理与成像平台使用规范。',
  '该平台现已向所内外用户开放预约。',
  '研究揭示了胶质细胞在维持脑内稳态中的关键作用。',
  '睡眠剥夺实验显示，海马体中的记忆重放显著减少。',
  '研究人员还发现，多巴胺释放的时间模式决定了学习速度。',
  '活动最后，主办方为优秀青年学者颁发了奖励证书。',
  '相关数据与代码已在公共数据库中发布。',
]

const EN_SENTENCES: readonly string[] = [
  'Using high-density electrode arrays, the researchers recorded hundreds of neurons firing together while mice explored freely.',
  'The results show that oscillations in a particular frequency band are closely tied to memory consolidation.',
  'The team then used optogenetics to control the target cells precisely and confirmed the causal role of the circuit.',
  'The finding offers a fresh view of how the brain integrates information from the senses.',
  'Over two days, the participants discussed open questions at the frontier of brain science.',
  'The director said the institute would deepen interdisciplinary collaboration and bring basic findings closer to the clinic.',
  'The work was funded by the national science foundation and a regional science and technology programme.',
  'The group built a high-resolution map of neural connections spanning the whole brain.',
  'A computational model predicted how the animals choose between options in a complex environment.',
  'Imaging data from clinical partners showed marked changes in activity in the affected brain regions.',
  'The laboratory also released open-source analysis software so that others can reproduce the experiments.',
  'Secondary-school students looked at the fine structure of nerve cells under the guidance of our scientists.',
  'The first author is a doctoral student at the institute; the corresponding author leads the research group.',
  'Next, the team plans to extend the method to primate models.',
  'Speakers stressed that the changing strength of synapses underlies learning and memory.',
  'The course covered animal ethics, data management and the rules of the imaging facility.',
  'The facility now takes bookings from users inside and outside the institute.',
  'The study shows that glial cells play a key part in keeping the brain in balance.',
  'Sleep deprivation markedly reduced memory replay in the hippocampus.',
  'The timing of dopamine release, the researchers found, sets the pace of learning.',
  'At the close, the organisers presented awards to outstanding young scientists.',
  'Data and code are available in a public repository.',
]

export interface ScaleArticle {
  title_zh: string
  title_en: string
  sub_title_zh: string
  sub_title_en: string
  body_zh: string
  body_en: string
}

/** Paragraphs of 2–4 sentences until the body reaches its target length in bytes (UTF-8). */
function body(r: () => number, sentences: readonly string[], targetBytes: number, joiner: string): string {
  const paragraphs: string[] = []
  let bytes = 0
  while (bytes < targetBytes) {
    const n = 2 + Math.floor(r() * 3)
    // Distinct sentences within a paragraph: a repeated line would read as the generator it is.
    const p: string[] = []
    while (p.length < n) {
      const s = pick(r, sentences)
      if (!p.includes(s)) p.push(s)
    }
    const html = `<p>${p.join(joiner)}</p>`
    paragraphs.push(html)
    bytes += Buffer.byteLength(html)
  }
  return paragraphs.join('\n')
}

/** Article number n (1-based) of the scale seed. Bodies are 0.5–1.5 KB per language, 1–3 KB together. */
export function scaleArticle(n: number): ScaleArticle {
  const r = rng(n * 2654435761)
  const topic = pick(r, TOPICS)
  const action = pick(r, ACTIONS)
  const sub = pick(r, SUBTITLES)
  const size = 500 + Math.floor(r() * 900)
  return {
    title_zh: action[0].replace('{t}', topic[0]),
    title_en: action[1].replace('{t}', topic[1]),
    sub_title_zh: sub[0],
    sub_title_en: sub[1],
    body_zh: body(r, ZH_SENTENCES, size, ''),
    body_en: body(r, EN_SENTENCES, size, ' '),
  }
}
