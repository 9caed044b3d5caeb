/** Every path of the API (seed-spec point 7 plus the calls this project adds). */
export const API = {
  test: '/test',
  menuList: '/api/menu/list',
  menu: '/api/menu',
  homeNews: '/api/home/news',
  articleList: '/api/article/list',
  articlePicked: '/api/article/picked',
  articleDetail: '/api/article/detail',
  articlePreview: '/api/article/preview',
  researchList: '/api/research/list',
  researchDetail: '/api/research/detail',
  meetingSummary: '/api/meeting/summary',
  meetingSign: '/api/meeting/sign',
  meetingSchedule: '/api/meeting/schedule',
  meetingTagList: '/api/meeting/tagList',
  meetingImageAddress: '/api/meeting/image/address',
  meetingRegister: '/api/meeting/register',
  registrationGet: '/api/meeting/registration/get',
  registrationUpdate: '/api/meeting/registration/update',
  registrationWithdraw: '/api/meeting/registration/withdraw',
  imageUrl: '/api/image/url',
  calendarMonth: '/api/calendar/month/list',
  calendarDay: '/api/calendar/current/list',
  faultSubmit: '/api/service/fault/submit',
  feedbackSubmit: '/api/service/feedback/submit',
  ticketStatus: '/api/service/ticket/status',
  faqList: '/api/service/faq/list',
  linkList: '/api/service/link/list',
  search: '/api/search',
  statsHit: '/api/stats/hit',
  fileUpload: '/file/commonUpload',
  fileDelete: '/file/delete',
  fileDownloadPost: '/file/common/download',
  fileDownload: '/file/common/download/', // + id, GET
  fileImage: '/file/image/', // + id, GET, ?w=
} as const

/** The formats of a citation file: BibTeX and RIS. */
export type CiteFormat = 'bib' | 'ris'

/**
 * Citation files of published papers (GET, answered as a download): one paper, or the papers of a
 * list with the list's own filters as query parameters (`menuId`, `keyword`, `category`, `year`).
 */
export const CITE = {
  paper: (id: number, format: CiteFormat) => `/cite/paper/${id}.${format}`,
  papers: (format: CiteFormat) => `/cite/papers.${format}`,
} as const
