import { STAFF_API, type ArticleDoc } from '@ibr/contract/staff-client'
import { htmlLang } from '@ibr/ui/lang-storage'
import { CallError } from '../../components/call-error/call-error'
import { Loading } from '../../components/loading/loading'
import { useLang, useMessages } from '../../i18n/use-t'
import { useStaffQuery } from '../../lib/use-staff-query'
import { changedPaths, isLangPath, readField, type FieldPath } from './doc-fields'
import { fieldLabel } from './field-labels'
import { wordDiff } from './word-diff'
import { textLang, valueText, type ValueContext } from './value-text'
import styles from './articles.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

interface RevisionCompareProps {
  id: number
  from: number
  to: number
  sectionNames: ReadonlyMap<number, string>
}

/** What changed between two revisions, field by field: text word by word (both languages), other values as before and after. */
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
  const paths = changedPaths(before, after)
  if (paths.length === 0) return <p>{t('revisions.noDifference')}</p>
  const context = { t, lang, sectionNames }
  return (
    <dl className={styles.diffList}>
      {paths.map((path) => (
        <div key={path} className={styles.diffField}>
          <dt className={styles.diffName}>{fieldLabel(path, t)}</dt>
          <dd className={styles.diffValue} lang={htmlLang(textLang(path, lang))}>
            <FieldDiff path={path} before={before} after={after} context={context} />
          </dd>
        </div>
      ))}
    </dl>
  )
}

function FieldDiff({ path, before, after, context }: { path: FieldPath; before: ArticleDoc; after: ArticleDoc; context: ValueContext }) {
  const { t } = context
  const old = valueText(path, readField(before, path), context)
  const now = valueText(path, readField(after, path), context)
  if (!isLangPath(path))
    return (
      <>
        <span className={styles.diffLabel}>{t('revisions.before')}</span> <del className={styles.removed}>{old || t('conflict.empty')}</del>{' '}
        <span className={styles.diffLabel}>{t('revisions.after')}</span> <ins className={styles.added}>{now || t('conflict.empty')}</ins>
      </>
    )
  return (
    <span className={styles.diffText}>
      {wordDiff(old, now, textLang(path, context.lang)).map((part, i) =>
        part.kind === 'same' ? (
          <span key={i}>{part.text}</span>
        ) : part.kind === 'removed' ? (
          <del key={i} className={styles.removed}>
            <span className="visually-hidden">{t('revisions.removed')}</span>
            {part.text}
          </del>
        ) : (
          <ins key={i} className={styles.added}>
            <span className="visually-hidden">{t('revisions.added')}</span>
            {part.text}
          </ins>
        ),
      )}
    </span>
  )
}
