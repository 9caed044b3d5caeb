import { STAFF_API, type ArticleDoc } from '@ibr/contract/staff'
import { writeDraft } from '../../test/editorial-factory.js'
import type { StaffClient } from '../../test/staff-factory.js'

/** A saved item and its document as the person opens it. */
export async function openItem(client: StaffClient, section: number) {
  const saved = await writeDraft(client, section)
  const got = await client.post(STAFF_API.articleGet, { id: saved.id })
  return { id: saved.id, version: saved.version, doc: got.json.retMap.article.doc as ArticleDoc }
}

/** The document with this English title, as typed before a save. */
export const typed = (doc: ArticleDoc, title: string): ArticleDoc => ({ ...doc, en: { ...doc.en, title } })
