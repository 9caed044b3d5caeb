import type { Lang } from '@ibr/contract'
import type { ArticleDoc } from '@ibr/contract/staff'

/** A document's shared fields as the public row's columns: one mapping for approval and for previews. */
export function sharedColumns(doc: ArticleDoc) {
  return {
    kind: doc.kind,
    picture_id: doc.pictureId,
    picture_vertical_id: doc.pictureVerticalId,
    video_id: doc.videoId,
    out_link: doc.outLink,
    category: doc.category,
    enrol_kind: doc.enrolKind,
    deadline: doc.deadline,
    authors: doc.authors,
    journal: doc.journal,
    pub_year: doc.year,
    doi: doc.doi,
    pmid: doc.pmid,
    research_area: doc.researchArea,
    phone: doc.phone,
    email: doc.email,
  }
}

/** One language's fields as the public row's columns (`title_zh`…). */
export function langColumns(doc: ArticleDoc, lang: Lang) {
  const f = doc[lang]
  return {
    [`title_${lang}`]: f.title,
    [`sub_title_${lang}`]: f.subTitle,
    [`body_${lang}`]: f.body,
    [`source_${lang}`]: f.source,
    [`location_${lang}`]: f.location,
  }
}
