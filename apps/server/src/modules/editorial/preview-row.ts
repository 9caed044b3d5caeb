import type { ArticleDoc } from '@ibr/contract/staff'
import type { DetailRow } from '../article/index.js'
import { langColumns, sharedColumns } from './doc-columns.js'

/** A working copy in the shape of a public row, so a preview is presented by the public presenter itself. */
export function previewRow(id: number, doc: ArticleDoc, now = new Date()): DetailRow {
  return {
    ...langColumns(doc, 'zh'),
    ...langColumns(doc, 'en'),
    ...sharedColumns(doc),
    id,
    event_time: doc.eventTime ? new Date(doc.eventTime) : null,
    cancelled_at: doc.cancelled ? now : null,
    publish_at: doc.publishAt ? new Date(doc.publishAt) : now,
    template_list: doc.templateList,
  }
}
