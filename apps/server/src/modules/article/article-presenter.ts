import type { ArticleCard, ArticleDetail, ArticleSummary, Lang } from '@ibr/contract'
import { formatDay, formatMinute } from '../../lib/dates.js'
import { downloadUrl, imageUrl } from '../../lib/file-url.js'
import { loc } from '../../lib/localise.js'
import type { CardRow, DetailRow, SummaryRow } from './article-repository.js'

/** What presenting needs besides the row: the language, the institute's time zone and its today. */
export interface PresentContext {
  lang: Lang
  timeZone: string
  /** YYYY-MM-DD in the time zone: a deadline before it is closed. */
  today: string
}

export function presentContext(lang: Lang, timeZone: string): PresentContext {
  return { lang, timeZone, today: formatDay(new Date(), timeZone) }
}

export function presentCard(row: CardRow, ctx: PresentContext): ArticleCard {
  return {
    id: row.id,
    title: loc(row, 'title', ctx.lang),
    subTitle: loc(row, 'sub_title', ctx.lang),
    picture: imageUrl(row.picture_id),
    createTime: formatDay(row.publish_at, ctx.timeZone),
    templateList: row.template_list,
    outLink: row.out_link,
  }
}

export function presentSummary(row: Omit<SummaryRow, 'pinned'> & { pinned?: boolean }, ctx: PresentContext): ArticleSummary {
  const location = loc(row, 'location', ctx.lang)
  return {
    ...presentCard(row, ctx),
    kind: row.kind as ArticleSummary['kind'],
    pinned: row.pinned ?? false,
    source: loc(row, 'source', ctx.lang),
    category: row.category,
    enrolKind: row.enrol_kind,
    deadline: row.deadline,
    closed: row.deadline !== null && row.deadline < ctx.today,
    eventTime: row.event_time ? formatMinute(row.event_time, ctx.timeZone) : null,
    location: location || null,
    cancelled: row.cancelled_at !== null,
    authors: row.authors,
    journal: row.journal,
    year: row.pub_year,
    doi: row.doi,
    pmid: row.pmid,
    researchArea: row.research_area,
    phone: row.phone,
    email: row.email,
    hasVideo: row.video_id !== null,
  }
}

export interface DetailExtras {
  pinned: boolean
  attachments: { id: string; name: string; size: number; mime: string }[]
  video: { id: string; mime: string } | undefined
  menu: { id: number; name: string; path: string } | null
  /** The picture's alt text in the media library. */
  pictureAlt: { alt_zh: string; alt_en: string } | undefined
}

export function presentDetail(row: DetailRow, extras: DetailExtras, ctx: PresentContext): ArticleDetail {
  return {
    ...presentSummary({ ...row, pinned: extras.pinned }, ctx),
    body: loc(row, 'body', ctx.lang),
    pictureAlt: extras.pictureAlt ? loc(extras.pictureAlt, 'alt', ctx.lang) : '',
    untranslated: row[`title_${ctx.lang}`].trim() === '',
    video: extras.video
      ? { url: `${downloadUrl(extras.video.id)}?inline=1`, type: extras.video.mime, poster: imageUrl(row.picture_id) }
      : null,
    attachments: extras.attachments.map((f) => ({ fileId: f.id, name: f.name, size: f.size, type: f.mime, url: downloadUrl(f.id) })),
    menuId: extras.menu?.id ?? null,
    menuName: extras.menu?.name ?? null,
    menuPath: extras.menu?.path ?? null,
  }
}
