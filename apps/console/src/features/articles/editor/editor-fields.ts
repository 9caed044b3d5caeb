import type { ArticleDoc } from '@ibr/contract/staff-client'
import type { FieldPath } from '../doc-fields'

/** What every group of the editor's fields is handed: the document, how to change it, and the word on each field. */
export interface EditorFieldsProps {
  doc: ArticleDoc
  onChange: (path: FieldPath, value: unknown) => void
  errors: Partial<Record<FieldPath, string>>
}

/** The wrapper attribute a refusal's focus finds a field by (its first focusable control). */
export const fieldAnchor = (path: FieldPath) => ({ 'data-field': path })
