import type { Bilingual } from '../schema.js'
import type { SeedContext } from './context.js'
import { insertIds } from './insert.js'
import { BUILDINGS, MAIL_DOMAIN, phone } from './names.js'
import { bi, cat, cols, htmlCols, p, para, ul, type Bi } from './text.js'

interface FacilityPlan {
  slug: string
  name: Bi
  summary: Bi
  building: number
  instruments: { name: Bilingual; model: string }[]
  services: Bilingual[]
}

/** Six core facilities. Instrument makers and models are invented. */
const FACILITIES: readonly FacilityPlan[] = [
  {
    slug: 'imaging',
    name: bi('光学成像平台', 'Optical Imaging Facility'),
    building: 0,
    summary: bi(
      '提供活体双光子成像、共聚焦与光片显微成像服务，支持从单个突触到全脑的多尺度观察。',
      'In vivo two-photon, confocal and light-sheet microscopy, from single synapses to whole brains.',
    ),
    instruments: [
      { name: bi('双光子显微镜', 'Two-photon microscope'), model: 'Lumenor TP-800' },
      { name: bi('转盘共聚焦显微镜', 'Spinning-disk confocal microscope'), model: 'Clarisight SD-4' },
      { name: bi('光片显微镜', 'Light-sheet microscope'), model: 'Planaris LS-2' },
    ],
    services: [
      bi('活体成像实验设计咨询', 'Advice on in vivo imaging experiments'),
      bi('仪器培训与预约使用', 'Instrument training and booking'),
      bi('图像处理与分析', 'Image processing and analysis'),
    ],
  },
  {
    slug: 'ephys',
    name: bi('电生理平台', 'Electrophysiology Facility'),
    building: 1,
    summary: bi(
      '提供膜片钳、在体多通道记录与高密度电极记录，覆盖离体脑片到自由活动动物。',
      'Patch clamp, in vivo multichannel and high-density probe recordings, from brain slices to freely moving animals.',
    ),
    instruments: [
      { name: bi('膜片钳系统', 'Patch-clamp rig'), model: 'Voltaris PC-3' },
      { name: bi('高密度神经记录系统', 'High-density neural recording system'), model: 'Neurogrid HD-1024' },
      { name: bi('无线记录系统', 'Wireless recording system'), model: 'Freemove W-64' },
    ],
    services: [
      bi('脑片电生理记录', 'Brain-slice recordings'),
      bi('在体记录技术支持', 'Support for in vivo recordings'),
      bi('锋电位分选分析', 'Spike sorting'),
    ],
  },
  {
    slug: 'animal',
    name: bi('实验动物中心', 'Animal Facility'),
    building: 3,
    summary: bi(
      '按规范饲养小鼠、大鼠与斑马鱼，提供品系保种、行为学测试与动物福利管理。',
      'Housing for mice, rats and zebrafish to recognised standards, with strain preservation, behavioural testing and welfare oversight.',
    ),
    instruments: [
      { name: bi('独立通风笼系统', 'Individually ventilated cage system'), model: 'Cleanrack IVC-7' },
      { name: bi('行为学测试系统', 'Behavioural testing suite'), model: 'Ethomark BX' },
    ],
    services: [
      bi('小鼠品系保种与繁育', 'Strain preservation and breeding'),
      bi('行为学实验', 'Behavioural experiments'),
      bi('动物实验方案审查', 'Review of animal protocols'),
    ],
  },
  {
    slug: 'gene',
    name: bi('基因编辑平台', 'Gene Editing Facility'),
    building: 1,
    summary: bi(
      '提供基因编辑小鼠构建、病毒载体包装与分子克隆服务。',
      'Gene-edited mouse lines, viral vector packaging and molecular cloning.',
    ),
    instruments: [
      { name: bi('显微注射系统', 'Microinjection system'), model: 'Microjet MI-5' },
      { name: bi('流式细胞仪', 'Flow cytometer'), model: 'Cytoflux F10' },
    ],
    services: [
      bi('基因编辑小鼠构建', 'Gene-edited mouse lines'),
      bi('腺相关病毒包装', 'AAV packaging'),
      bi('载体设计咨询', 'Vector design advice'),
    ],
  },
  {
    slug: 'computing',
    name: bi('计算平台', 'Computing Facility'),
    building: 2,
    summary: bi(
      '提供高性能计算集群、大容量存储与科学计算软件支持，服务神经数据分析与模型训练。',
      'A high-performance cluster, large storage and scientific software for neural data analysis and model training.',
    ),
    instruments: [
      { name: bi('高性能计算集群', 'High-performance cluster'), model: 'IBR-HPC 2 (96 GPU nodes)' },
      { name: bi('并行存储系统', 'Parallel storage'), model: 'Datavault PS-4 PB' },
    ],
    services: [
      bi('计算账号与资源申请', 'Accounts and resource allocation'),
      bi('科学计算软件安装', 'Scientific software installation'),
      bi('数据分析培训', 'Data analysis training'),
    ],
  },
  {
    slug: 'massspec',
    name: bi('质谱平台', 'Mass Spectrometry Facility'),
    building: 3,
    summary: bi('提供蛋白质组、代谢组与神经递质定量分析服务。', 'Proteomics, metabolomics and neurotransmitter quantification.'),
    instruments: [
      { name: bi('液相色谱-质谱联用仪', 'Liquid chromatography–mass spectrometer'), model: 'Spectrana Q-900' },
      { name: bi('质谱成像系统', 'Mass spectrometry imaging system'), model: 'Imagion MSI-2' },
    ],
    services: [
      bi('蛋白质组学分析', 'Proteomic analysis'),
      bi('神经递质定量', 'Neurotransmitter quantification'),
      bi('实验方案咨询', 'Advice on study design'),
    ],
  },
]

export async function seedFacilities(ctx: SeedContext): Promise<void> {
  const rng = ctx.rng('facilities')
  const rows = FACILITIES.map((f, i) => {
    const contact = ctx.names.person()
    const building = BUILDINGS[f.building]!
    const room = `${rng.int(1, 2)}${String(rng.int(1, 20)).padStart(2, '0')}`
    const intro = cat(
      p(f.summary),
      para(
        `${f.name.zh}面向所内研究组开放，同时为兄弟单位和企业用户提供服务。平台实行预约使用和培训上岗制度，由专职技术人员负责仪器维护与技术支持。`,
        `The ${f.name.en} is open to all groups of the Institute and also serves partner institutions and companies. Instruments are booked in advance and users are trained before working on their own; dedicated staff maintain the instruments and give technical support.`,
      ),
      para('主要服务：', 'Main services:'),
      ul(f.services.map((s) => bi(s.zh, s.en))),
      para(`开放时间：工作日 8:30–17:30，夜间与周末可预约使用。`, 'Opening hours: weekdays 8:30–17:30; evenings and weekends by booking.'),
    )
    return {
      sort: i + 1,
      picture_id: ctx.media.picture('cover', 2 + i * 4),
      email: `${f.slug}@${MAIL_DOMAIN}`,
      phone: phone(rng),
      instruments: JSON.stringify(f.instruments),
      services: JSON.stringify(f.services),
      ...cols('name', f.name),
      ...cols('summary', f.summary),
      ...htmlCols('intro', intro),
      ...cols('contact', contact.name),
      ...cols('location', bi(`${building.zh}${room}室`, `${building.en}, Room ${room}`)),
    }
  })
  await insertIds(ctx.db, 'facility', rows)
}
