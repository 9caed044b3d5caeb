import type { ArticleDoc } from './article-api.js'
import type { ArticleKind } from '../enums.js'

const emptyLang = () => ({ title: '', subTitle: '', body: '', source: '', location: '' })

/** A new item's document before anything is written: what the console starts from and the server saves onto. */
export function emptyDoc(kind: ArticleKind): ArticleDoc {
  return {
    kind,
    menuIds: [],
    templateList: [],
    zh: emptyLang(),
    en: emptyLang(),
    pictureId: null,
    pictureVerticalId: null,
    videoId: null,
    attachments: [],
    outLink: null,
    category: null,
    enrolKind: null,
    deadline: null,
    eventTime: null,
    cancelled: false,
    authors: null,
    journal: null,
    year: null,
    doi: null,
    pmid: null,
    researchArea: null,
    phone: null,
    email: null,
    publishAt: null,
    unpublishAt: null,
    pinnedIn: [],
  }
}
