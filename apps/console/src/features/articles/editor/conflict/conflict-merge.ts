import type { ArticleDoc } from '@ibr/contract/staff-client'
import { changedPaths, readField, sameValue, withField, type FieldPath } from '../../doc-fields'

export type Side = 'theirs' | 'mine'

/** A field whose saved value (theirs) differs from the one in this editor (mine). */
export interface ConflictField {
  path: FieldPath
  theirs: unknown
  mine: unknown
  /** Whether this person changed it here: then keeping theirs would drop their own work. */
  changedHere: boolean
}

/**
 * The fields to settle after a stale save: those where the version saved meanwhile differs from this
 * editor's document. `base` is the version the editor started from.
 */
export function conflictFields(base: ArticleDoc, mine: ArticleDoc, theirs: ArticleDoc): ConflictField[] {
  return changedPaths(theirs, mine).map((path) => ({
    path,
    theirs: readField(theirs, path),
    mine: readField(mine, path),
    changedHere: !sameValue(readField(base, path), readField(mine, path)),
  }))
}

/** The first choice offered: keep what this person changed, take theirs for everything else. */
export const defaultChoices = (fields: readonly ConflictField[]): Record<string, Side> =>
  Object.fromEntries(fields.map((f) => [f.path, f.changedHere ? 'mine' : 'theirs']))

/** Their version with the fields this person chose to keep: the document the next save starts from. */
export function mergeDoc(theirs: ArticleDoc, fields: readonly ConflictField[], choices: Record<string, Side>): ArticleDoc {
  return fields.reduce((doc, field) => (choices[field.path] === 'mine' ? withField(doc, field.path, field.mine) : doc), theirs)
}
