/** Category enumerations of seed-spec point 3. Values are unique across all lists so one `category` filter can name any of them. */
export const RECRUIT_CATEGORIES = ['pi', 'postdoc', 'lab', 'facility'] as const
/** `all` is the filter that shows every recruitment category. */
export const RECRUIT_FILTERS = ['all', ...RECRUIT_CATEGORIES] as const
export const ADMISSION_CATEGORIES = ['admissionNotice', 'admissionTraining', 'teacher', 'visit'] as const
export const POSTDOC_CATEGORIES = ['postdocOverview', 'resources', 'policies', 'postdocNotice'] as const
export const TRAINING_CATEGORIES = ['train', 'confer', 'activities', 'info'] as const
export const RESEARCH_AREAS = ['principles', 'disorders', 'methods', 'computation'] as const
export const ENROL_KINDS = ['doctoral', 'master', 'summerCamp'] as const
export const DEPARTMENTS = ['administration', 'research', 'education', 'hr', 'maintenance', 'equipment', 'finance', 'network'] as const
export const VIDEO_CATEGORIES = ['lecture', 'labTour'] as const
export const COMMITTEE_ROLES = ['chair', 'viceChair', 'member'] as const

export type RecruitCategory = (typeof RECRUIT_CATEGORIES)[number]
export type ResearchArea = (typeof RESEARCH_AREAS)[number]
export type EnrolKind = (typeof ENROL_KINDS)[number]
export type Department = (typeof DEPARTMENTS)[number]

/** Every value the `category` field of a list search accepts (empty string and `all` mean no filter). */
export const CATEGORY_FILTERS = [
  ...RECRUIT_FILTERS,
  ...ADMISSION_CATEGORIES,
  ...POSTDOC_CATEGORIES,
  ...TRAINING_CATEGORIES,
  ...RESEARCH_AREAS,
  ...ENROL_KINDS,
  ...DEPARTMENTS,
  ...VIDEO_CATEGORIES,
  ...COMMITTEE_ROLES,
] as const

/** What an article is; decides which of its optional fields are filled and how a detail page shows it. */
export const ARTICLE_KINDS = [
  'news',
  'notice',
  'video',
  'event',
  'procurement',
  'paper',
  'highlight',
  'job',
  'page',
  'person',
  'department',
] as const
export type ArticleKind = (typeof ARTICLE_KINDS)[number]

/** Kinds of the network and information services office's fault reports. */
export const FAULT_CATEGORIES = ['network', 'email', 'account', 'computer', 'printer', 'website', 'software', 'other'] as const
export const FEEDBACK_KINDS = ['suggestion', 'feedback'] as const
export const QUICK_LINK_GROUPS = ['lab', 'facility', 'other'] as const

/** Kinds of research-unit records served by /api/research/*. */
export const RESEARCH_LIST_TYPES = ['area', 'team', 'consociation', 'facility', 'paper'] as const
export const TEAM_KINDS = ['team', 'consociation'] as const

/** Home-page blocks of /api/home/news and the default count of each. */
export const HOME_NEWS_LIMITS = { latest: 4, research: 4, style: 6 } as const
export type HomeNewsType = keyof typeof HOME_NEWS_LIMITS
export const HOME_NEWS_TYPES = ['latest', 'research', 'style'] as const satisfies readonly HomeNewsType[]
/** The largest `limit` /api/home/news honours; a larger one is capped to it. */
export const HOME_NEWS_MAX = 20
/** A keyword search counts its matches up to this many; the page shows "1000+" beyond it. */
export const SEARCH_COUNT_MAX = 1000
/** The largest page size /api/article/list accepts. */
export const PAGE_SIZE_MAX = 100
