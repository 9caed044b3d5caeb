import { STAFF_API } from '@ibr/contract/staff-client'
import { CallError } from '../../../../components/call-error/call-error'
import { FieldDiffList } from '../../../../components/revisions/field-diff'
import { Loading } from '../../../../components/loading/loading'
import { useLang, useMessages } from '../../../../i18n/use-t'
import { useStaffQuery } from '../../../../lib/use-staff-query'
import { changedPaths, isLangPath, readField } from '../../doc-fields'
import { fieldLabel } from '../../field-labels'
import { textLang, valueText } from '../../value-text'
import { messages } from '../../messages'
import { messages as shared } from '../../../../i18n/shared/messages'

interface RevisionCompareProps {
  id: number
  from: number
  to: number
  sectionNames: ReadonlyMap<number, string>
}

/** What changed between two revisions of an item, field by field: text word by word (both languages), other values as before and after. */
export function RevisionCompare({ id, from, to, sectionNames }: RevisionCompareProps) {
  const t = useMessages(messages, shared)
  const lang = useLang()
  const older = useStaffQuery(STAFF_API.articleRevision, { id, revision: from })
  const newer = useStaffQuery(STAFF_API.articleRevision, { id, revision: to })
  const failed = older.error ?? newer.error
  if (failed) return <CallError error={failed} onRetry={older.error ? older.reload : newer.reload} />
  if (!older.data || !newer.data) return <Loading />
  const before = older.data.doc
  const after = newer.data.doc
  const context = { t, lang, sectionNames }
  return (
    <FieldDiffList
      fields={changedPaths(before, after).map((path) => ({
        key: path,
        label: fieldLabel(path, t),
        before: valueText(path, readField(before, path), context),
        after: valueText(path, readField(after, path), context),
        show: isLangPath(path) ? 'words' : 'values',
        lang: textLang(path, lang),
      }))}
    />
  )
}
