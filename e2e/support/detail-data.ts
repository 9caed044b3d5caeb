/** The detail pages' test data: one sample item of every kind the test adds, and the API's answer it checks a page against. */
import { DEPARTMENTS } from '@ibr/contract/enums'
import type { Query } from './database.js'
import { detailType, insertArticle, storedFile, type ArticleInput } from './factories.js'

export interface Attachment {
  fileId: string
  name: string
  size: number
  url: string
}
export interface Detail {
  article: {
    id: number
    title: string
    kind: string
    body: string
    createTime: string
    source: string
    menuName: string | null
    menuPath: string | null
    attachments: Attachment[]
    video: { url: string; poster: string | null } | null
    eventTime: string | null
    location: string | null
    doi: string | null
    pmid: string | null
    authors: string | null
    journal: string | null
    deadline: string | null
    closed: boolean
    cancelled: boolean
  }
  prev: { id: number; title: string } | null
  next: { id: number; title: string } | null
}
export interface Sample {
  type: string
  id: number
  kind: Kind
  /** The ids of the items before and after it in its list. */
  neighbours: number[]
}

const KINDS = ['news', 'notice', 'video', 'event', 'paper', 'job', 'procurement', 'page', 'person', 'department'] as const
export type Kind = (typeof KINDS)[number]
export const NOT_FOUND = { zh: '找不到这条内容', en: 'This item could not be found' }
export const CANCELLED = { zh: '已取消', en: 'Cancelled' }
export const COPIED = { zh: '链接已复制，可以粘贴分享', en: 'Link copied, ready to paste' }

/** The site's own rendering of a size (lib/format-bytes.ts). */
export const formatBytes = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`
/** The first paragraph's words, as the page shows them. */
export const firstWords = (html: string) =>
  (html.match(/<p>(.*?)<\/p>/)?.[1] ?? html)
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .trim()
    .slice(0, 16)

/** Where each kind is listed, and what an item of it holds beyond a title and a text. */
const KIND_LISTS = (files: { image: string; video: string; document: string }): Record<Kind, Omit<ArticleInput, 'kind' | 'title'>> => {
  const source = { zh: '测试来源', en: 'E2E source' }
  return {
    news: { templates: ['news'], source },
    notice: { templates: ['notice'], source },
    video: { templates: ['video'], source, videoId: files.video, pictureId: files.image },
    event: { templates: ['academic'], source, eventTime: '2026-03-04T14:30:00+08:00', location: { zh: '测试报告厅', en: 'E2E hall' } },
    paper: {
      templates: ['paper'],
      source,
      authors: 'Ada Lovelace, Alan Turing',
      journal: 'Journal of E2E Tests',
      doi: '10.1000/e2e.0001',
      pmid: '12345678',
    },
    job: { templates: ['recruitInfo'], source, category: 'postdoc', deadline: '2099-12-31' },
    procurement: { templates: ['procurement'], source, deadline: '2020-01-31', attachmentIds: [files.document] },
    page: { templates: ['workOverview'], source },
    person: { templates: ['leaderIndex'], subTitle: { zh: '研究员', en: 'Professor' } },
    department: { templates: ['department'], category: DEPARTMENTS[0], phone: '010-12345678', email: 'e2e.office@example.org' },
  }
}

/**
 * One item of each kind, the middle of three the test adds to the kind's list (the newest there),
 * so that it has neighbours on both sides: those two are `neighbours`.
 */
export async function seedSamples(query: Query): Promise<Sample[]> {
  const files = {
    image: await storedFile(query, 'image'),
    video: await storedFile(query, 'video'),
    document: await storedFile(query, 'document'),
  }
  const lists = KIND_LISTS(files)
  const samples: Sample[] = []
  for (const kind of KINDS) {
    const input = lists[kind]
    const ids: number[] = []
    for (const n of [1, 2, 3])
      ids.push(
        await insertArticle(query, {
          kind,
          title: { zh: `测试${kind}第${n}条`, en: `E2E ${kind} number ${n}` },
          body: { zh: `<p>测试${kind}第${n}条的正文。</p>`, en: `<p>The text of E2E ${kind} number ${n}.</p>` },
          secondsAgo: 40 - 10 * n,
          ...input,
        }),
      )
    samples.push({ type: await detailType(query, input.templates[0]!), id: ids[1]!, kind, neighbours: [ids[0]!, ids[2]!] })
  }
  // The event shown was called off: it stays, marked so.
  await query('update article set cancelled_at = now() where id = $1', [samples.find((s) => s.kind === 'event')!.id])
  return samples
}
