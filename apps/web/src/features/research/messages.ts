import { defineMessages } from '../../i18n/messages'

/** The papers page's own texts: its filters, the research areas, the links of a paper and the export. */
export const messages = defineMessages(
  {
    areaFilter: '研究方向',
    yearFilter: '发表年份',
    allYears: '全部年份',
    'area.principles': '脑认知原理',
    'area.disorders': '脑疾病',
    'area.methods': '神经科学新技术',
    'area.computation': '类脑计算',
    authors: '作者',
    doi: 'DOI',
    pubmed: 'PubMed',
    opensElsewhere: '（在新标签页打开外部网站）',
    exportThese: '导出所列论文：',
    exportHint: '（下载所列论文的引用文件）',
    exportCap: '文件收录前 {max} 篇。',
  },
  {
    areaFilter: 'Research area',
    yearFilter: 'Year',
    allYears: 'All years',
    'area.principles': 'Principles of the Brain',
    'area.disorders': 'Brain Disorders',
    'area.methods': 'Neuroscience Methods',
    'area.computation': 'Neural Computation',
    authors: 'Authors',
    doi: 'DOI',
    pubmed: 'PubMed',
    opensElsewhere: '(opens another site in a new tab)',
    exportThese: 'Export these:',
    exportHint: ' (download the papers listed as a citation file)',
    exportCap: 'The file holds the first {max}.',
  },
)

type Key = Parameters<typeof messages.t>[0]

/** The label of a research area, or nothing for a value this page does not know. */
export const areaLabel = (area: string | null): string => (area && `area.${area}` in messages.zh ? messages.t(`area.${area}` as Key) : '')
