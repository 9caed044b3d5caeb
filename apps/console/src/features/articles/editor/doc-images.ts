import { CONTENT_LANGS, type ArticleDoc } from '@ibr/contract/staff-client'

/** The library images an item shows (its pictures, then those in its bodies): the ones approval wants alt text for. */
export function imagesOf(doc: ArticleDoc): string[] {
  const inBodies = CONTENT_LANGS.flatMap((lang) =>
    [...doc[lang].body.matchAll(/<img[^>]*\ssrc="\/file\/image\/([A-Za-z0-9_-]{22})"/g)].map((m) => m[1]!),
  )
  return [...new Set([doc.pictureId, doc.pictureVerticalId, ...inBodies].filter((id): id is string => Boolean(id)))]
}
