import { defineMessages } from '../../i18n/messages'

/** The search page's own strings. */
export const messages = defineMessages(
  {
    title: '站内搜索',
    results: '共找到 {total} 条结果',
    resultsMore: '至少找到 {total} 条结果，最近的排在前面',
    none: '没有找到与“{q}”相关的内容，请换个词试试',
    empty: '输入关键词，搜索新闻、通知、论文、人员等全部内容',
    section: '栏目',
    allSections: '全部栏目',
    year: '年份',
    allYears: '全部年份',
    otherLang: '英文',
    showingFor: '没有找到“{q}”，以下是“{fixed}”的结果',
    didYouMean: '您是不是要找：',
    team: '团队',
    member: '团队成员',
  },
  {
    title: 'Search the site',
    results: 'Results found: {total}',
    resultsMore: 'At least {total} results found; the most recent first',
    none: 'Nothing found for “{q}”; try other words',
    empty: 'Type some words to search news, notices, papers, people and everything else',
    section: 'Section',
    allSections: 'All sections',
    year: 'Year',
    allYears: 'All years',
    otherLang: 'Chinese',
    showingFor: 'Nothing found for “{q}”; showing results for “{fixed}”',
    didYouMean: 'Did you mean: ',
    team: 'Team',
    member: 'Team member',
  },
)
