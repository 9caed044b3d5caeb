import type { Random } from './random.js'
import { bi, type Bi } from './text.js'

/**
 * Fictional people, institutions and journals. Names are drawn from common surname and given-name
 * characters at random, so they belong to nobody in particular; institutions and journals are
 * invented and deliberately unlike real ones.
 */
const SURNAMES: readonly [string, string][] = [
  ['王', 'Wang'],
  ['李', 'Li'],
  ['张', 'Zhang'],
  ['刘', 'Liu'],
  ['陈', 'Chen'],
  ['杨', 'Yang'],
  ['赵', 'Zhao'],
  ['黄', 'Huang'],
  ['周', 'Zhou'],
  ['吴', 'Wu'],
  ['徐', 'Xu'],
  ['孙', 'Sun'],
  ['马', 'Ma'],
  ['朱', 'Zhu'],
  ['胡', 'Hu'],
  ['郭', 'Guo'],
  ['何', 'He'],
  ['林', 'Lin'],
  ['罗', 'Luo'],
  ['高', 'Gao'],
  ['梁', 'Liang'],
  ['宋', 'Song'],
  ['唐', 'Tang'],
  ['韩', 'Han'],
  ['冯', 'Feng'],
  ['邓', 'Deng'],
  ['曹', 'Cao'],
  ['彭', 'Peng'],
  ['曾', 'Zeng'],
  ['谢', 'Xie'],
  ['沈', 'Shen'],
  ['叶', 'Ye'],
  ['苏', 'Su'],
  ['程', 'Cheng'],
  ['蒋', 'Jiang'],
  ['方', 'Fang'],
  ['魏', 'Wei'],
  ['袁', 'Yuan'],
  ['陆', 'Lu'],
  ['姚', 'Yao'],
]
const GIVEN: readonly [string, string][] = [
  ['明', 'ming'],
  ['华', 'hua'],
  ['伟', 'wei'],
  ['静', 'jing'],
  ['磊', 'lei'],
  ['婷', 'ting'],
  ['涛', 'tao'],
  ['洋', 'yang'],
  ['颖', 'ying'],
  ['晨', 'chen'],
  ['宇', 'yu'],
  ['欣', 'xin'],
  ['浩', 'hao'],
  ['琳', 'lin'],
  ['雪', 'xue'],
  ['峰', 'feng'],
  ['佳', 'jia'],
  ['睿', 'rui'],
  ['哲', 'zhe'],
  ['思', 'si'],
  ['远', 'yuan'],
  ['宁', 'ning'],
  ['博', 'bo'],
  ['文', 'wen'],
  ['清', 'qing'],
  ['岚', 'lan'],
  ['凯', 'kai'],
  ['然', 'ran'],
  ['悦', 'yue'],
  ['航', 'hang'],
  ['晓', 'xiao'],
  ['逸', 'yi'],
  ['彤', 'tong'],
  ['立', 'li'],
  ['昕', 'xin'],
  ['恒', 'heng'],
  ['书', 'shu'],
  ['楠', 'nan'],
  ['子', 'zi'],
  ['安', 'an'],
]

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** A person: Chinese order "surname given", English order "Given Surname". */
export interface Person {
  name: Bi
  /** the romanised name in lower case, for e-mail addresses */ handle: string
}

export class NameBook {
  private used = new Set<string>()
  constructor(private readonly rng: Random) {}

  /** A Chinese name not handed out before in this run. */
  person(): Person {
    for (;;) {
      const [sz, se] = this.rng.pick(SURNAMES)
      const g1 = this.rng.pick(GIVEN)
      const g2 = this.rng.chance(0.75) ? this.rng.pick(GIVEN) : undefined
      const zh = sz + g1[0] + (g2?.[0] ?? '')
      if (this.used.has(zh) || (g2 && g2[0] === g1[0])) continue
      this.used.add(zh)
      const given = cap(g1[1] + (g2?.[1] ?? ''))
      return { name: bi(zh, `${given} ${se}`), handle: `${given.toLowerCase()}.${se.toLowerCase()}` }
    }
  }

  /** A visiting scholar from abroad, written in Chinese by transliteration. */
  foreigner(): Person {
    for (;;) {
      const [fz, fe] = this.rng.pick(FOREIGN_GIVEN)
      const [lz, le] = this.rng.pick(FOREIGN_FAMILY)
      const zh = `${fz}·${lz}`
      if (this.used.has(zh)) continue
      this.used.add(zh)
      return { name: bi(zh, `${fe} ${le}`), handle: `${fe}.${le}`.toLowerCase() }
    }
  }
}

const FOREIGN_GIVEN: readonly [string, string][] = [
  ['艾琳', 'Eileen'],
  ['马库斯', 'Marcus'],
  ['索菲亚', 'Sofia'],
  ['托马斯', 'Thomas'],
  ['克拉拉', 'Clara'],
  ['伊万', 'Ivan'],
  ['诺拉', 'Nora'],
  ['卢卡斯', 'Lukas'],
  ['艾米莉', 'Emily'],
  ['拉斐尔', 'Rafael'],
  ['英格丽', 'Ingrid'],
  ['丹尼尔', 'Daniel'],
]
const FOREIGN_FAMILY: readonly [string, string][] = [
  ['霍尔特', 'Holt'],
  ['布兰德', 'Brandt'],
  ['维拉', 'Vela'],
  ['莫兰', 'Moran'],
  ['林德', 'Lind'],
  ['卡斯特', 'Kast'],
  ['韦伯恩', 'Webern'],
  ['奥斯蒂', 'Osti'],
  ['哈特曼', 'Hartmann'],
  ['索伦', 'Solen'],
  ['贝克韦尔', 'Bakewell'],
  ['芬奇利', 'Finchley'],
]

/** Invented universities and hospitals, for collaborators, speakers and committee members. */
export const INSTITUTIONS: readonly Bi[] = [
  bi('东湖大学', 'Donghu University'),
  bi('北岭理工大学', 'Beiling Institute of Technology'),
  bi('南川医科大学', 'Nanchuan Medical University'),
  bi('西溪大学生命科学学院', 'School of Life Sciences, Xixi University'),
  bi('青岚师范大学心理学院', 'School of Psychology, Qinglan Normal University'),
  bi('云杉大学信息科学学院', 'School of Information Science, Yunshan University'),
  bi('海宁医学院附属医院', 'Affiliated Hospital of Haining Medical College'),
  bi('江屿大学脑与智能研究院', 'Institute of Brain and Intelligence, Jiangyu University'),
  bi('西港大学医学院', 'Westport University School of Medicine'),
  bi('北桥大学神经科学系', 'Department of Neuroscience, Northbridge University'),
  bi('瓦尔蒙大学认知科学中心', 'Centre for Cognitive Science, University of Valmont'),
  bi('湖滨理工学院', 'Lakeshore Institute of Technology'),
]

/** Invented journal names (the brief forbids real ones). */
export const JOURNALS: readonly string[] = [
  'Journal of Neural Circuits',
  'Brain Dynamics Letters',
  'Annals of Synaptic Biology',
  'Neurocomputation Review',
  'Methods in Neural Imaging',
  'Sleep Rhythm Reports',
  'Glial Biology Letters',
  'Neurodisorder Research Quarterly',
]

/** An institution's English name as it reads inside a sentence: "at the School of …", "at Donghu University". */
export const inSentence = (inst: Bi): string =>
  /^(Department|School|Institute|Centre|Affiliated)\b/.test(inst.en) ? `the ${inst.en}` : inst.en

/** Research rooms and buildings of the (fictional) campus. */
export const BUILDINGS: readonly Bi[] = [
  bi('科研楼A座', 'Research Building A'),
  bi('科研楼B座', 'Research Building B'),
  bi('科研楼C座', 'Research Building C'),
  bi('综合实验楼', 'Laboratory Complex'),
]

export const ROOMS = {
  hall: bi('学术报告厅（科研楼A座101）', 'Lecture Hall (Research Building A, Room 101)'),
  seminar: bi('第二会议室（科研楼B座305）', 'Seminar Room 2 (Research Building B, Room 305)'),
  library: bi('图书馆报告厅', 'Library Auditorium'),
  online: bi('线上会议（会议号见通知）', 'Online (meeting number in the notice)'),
} as const

/** The institute's own mail domain and telephone prefix (both reserved for examples). */
export const MAIL_DOMAIN = 'ibr.example'
export const phone = (rng: Random) => `010-5555-${String(rng.int(1000, 9999))}`
