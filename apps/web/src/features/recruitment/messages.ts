import { defineMessages } from '../../i18n/messages'

/** The job postings page's own texts: the categories and a posting's deadline and state. */
export const messages = defineMessages(
  {
    categoryFilter: '岗位类别',
    'category.all': '全部',
    'category.pi': '研究组长（PI）',
    'category.postdoc': '博士后',
    'category.lab': '实验室岗位',
    'category.facility': '平台岗位',
    category: '类别',
    deadline: '截止日期',
    noDeadline: '长期有效',
    open: '招聘中',
    closed: '已截止',
  },
  {
    categoryFilter: 'Position category',
    'category.all': 'All',
    'category.pi': 'Principal investigator (PI)',
    'category.postdoc': 'Postdoctoral',
    'category.lab': 'Laboratory staff',
    'category.facility': 'Facility staff',
    category: 'Category',
    deadline: 'Deadline',
    noDeadline: 'Open until filled',
    open: 'Open',
    closed: 'Closed',
  },
)

type Key = Parameters<typeof messages.t>[0]

/** The label of a recruitment category ('all' included), or nothing for an unknown one. */
export const categoryLabel = (category: string | null): string =>
  category && `category.${category}` in messages.zh ? messages.t(`category.${category}` as Key) : ''
