import { CONTENT_KINDS, type ArticleDoc } from '@ibr/contract/staff-client'
import { endOfSiteDay } from '../../../lib/site-time'
import { readField, withField, type FieldPath } from '../doc-fields'

/**
 * A value typed into one field, with what follows from it: a job posting's unpublish time follows its
 * deadline (the end of that day) until someone sets it otherwise; a section left is no longer a pin.
 */
export function changeField(doc: ArticleDoc, path: FieldPath, value: unknown): ArticleDoc {
  let next = withField(doc, path, value)
  if (path === 'deadline' && CONTENT_KINDS[doc.kind].unpublishAtDeadline) {
    const followed = doc.unpublishAt === null || doc.unpublishAt === endOfSiteDay(doc.deadline ?? '')
    if (followed) next = withField(next, 'unpublishAt', typeof value === 'string' ? endOfSiteDay(value) : null)
  }
  if (path === 'menuIds') {
    const sections = value as number[]
    next = withField(
      next,
      'pinnedIn',
      (readField(next, 'pinnedIn') as number[]).filter((id) => sections.includes(id)),
    )
  }
  return next
}
