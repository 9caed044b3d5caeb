/**
 * The request and answer types of every JSON call, keyed by path. Type-only: a client imports it
 * with `import type` and gets the schemas' inferred types without loading the schemas themselves.
 */
import type { Static, TSchema } from 'typebox'
import type { API } from './paths.js'
import type {
  ArticleDetailBody,
  ArticleDetailRet,
  ArticleListBody,
  ArticleListRet,
  ArticlePickedBody,
  ArticlePickedRet,
  HomeNewsBody,
  HomeNewsRet,
} from './api/article.js'
import type { CalendarDayBody, CalendarDayRet, CalendarMonthBody, CalendarMonthRet } from './api/calendar.js'
import type { EmptyBody } from './api/common.js'
import type { FileDeleteBody, FileDeleteRet } from './api/file.js'
import type { HealthRet } from './api/health.js'
import type { ImageUrlBody, ImageUrlRet } from './api/image.js'
import type {
  MeetingAddressRet,
  MeetingBody,
  MeetingRegisterBody,
  MeetingRegisterRet,
  MeetingScheduleBody,
  MeetingScheduleRet,
  MeetingSignRet,
  MeetingSummaryRet,
  MeetingTagListRet,
} from './api/meeting.js'
import type { MenuBody, MenuListBody, MenuListRet, MenuRet } from './api/menu.js'
import type { ResearchDetailBody, ResearchDetailRet, ResearchListBody, ResearchListRet } from './api/research.js'
import type { FaqListRet, FaultSubmitBody, FeedbackSubmitBody, LinkListBody, LinkListRet, TicketRet } from './api/service.js'

type Call<B extends TSchema, R> = { body: Omit<Static<B>, 'lang'>; ret: R }

export interface Calls {
  [API.test]: Call<typeof EmptyBody, HealthRet>
  [API.menuList]: Call<typeof MenuListBody, MenuListRet>
  [API.menu]: Call<typeof MenuBody, MenuRet>
  [API.homeNews]: Call<typeof HomeNewsBody, HomeNewsRet>
  [API.articleList]: Call<typeof ArticleListBody, ArticleListRet>
  [API.articlePicked]: Call<typeof ArticlePickedBody, ArticlePickedRet>
  [API.articleDetail]: Call<typeof ArticleDetailBody, ArticleDetailRet>
  [API.researchList]: Call<typeof ResearchListBody, ResearchListRet>
  [API.researchDetail]: Call<typeof ResearchDetailBody, ResearchDetailRet>
  [API.meetingSummary]: Call<typeof MeetingBody, MeetingSummaryRet>
  [API.meetingSign]: Call<typeof MeetingBody, MeetingSignRet>
  [API.meetingSchedule]: Call<typeof MeetingScheduleBody, MeetingScheduleRet>
  [API.meetingTagList]: Call<typeof MeetingBody, MeetingTagListRet>
  [API.meetingImageAddress]: Call<typeof MeetingBody, MeetingAddressRet>
  [API.meetingRegister]: Call<typeof MeetingRegisterBody, MeetingRegisterRet>
  [API.imageUrl]: Call<typeof ImageUrlBody, ImageUrlRet>
  [API.calendarMonth]: Call<typeof CalendarMonthBody, CalendarMonthRet>
  [API.calendarDay]: Call<typeof CalendarDayBody, CalendarDayRet>
  [API.faultSubmit]: Call<typeof FaultSubmitBody, TicketRet>
  [API.feedbackSubmit]: Call<typeof FeedbackSubmitBody, TicketRet>
  [API.faqList]: Call<typeof EmptyBody, FaqListRet>
  [API.linkList]: Call<typeof LinkListBody, LinkListRet>
  [API.fileDelete]: Call<typeof FileDeleteBody, FileDeleteRet>
}
export type CallPath = keyof Calls
