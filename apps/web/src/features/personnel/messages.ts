import { defineMessages } from '../../i18n/messages'

/** Texts of the personnel section; category labels are keyed by their enumeration values. */
export const messages = defineMessages(
  {
    all: '全部',
    categoryFilter: '类别',
    enrolFilter: '招生类型',
    applied: '当前筛选：{filter}',
    admissionNotice: '招生通知',
    admissionTraining: '培养方案',
    teacher: '导师介绍',
    visit: '参观访问',
    doctoral: '博士研究生',
    master: '硕士研究生',
    summerCamp: '夏令营',
    train: '课程学习',
    confer: '学位授予',
    activities: '学术活动',
    info: '培养信息',
    postdocOverview: '工作站概况',
    resources: '科研资源',
    policies: '政策制度',
    postdocNotice: '通知公告',
  },
  {
    all: 'All',
    categoryFilter: 'Category',
    enrolFilter: 'Programme',
    applied: 'Showing: {filter}',
    admissionNotice: 'Admission notices',
    admissionTraining: 'Training plans',
    teacher: 'Supervisors',
    visit: 'Visits',
    doctoral: 'Doctoral',
    master: "Master's",
    summerCamp: 'Summer camp',
    train: 'Courses',
    confer: 'Degrees',
    activities: 'Activities',
    info: 'Student information',
    postdocOverview: 'About the station',
    resources: 'Resources',
    policies: 'Policies',
    postdocNotice: 'Notices',
  },
)

export type PersonnelMessage = Parameters<typeof messages.t>[0]
