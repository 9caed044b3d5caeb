import type { Lang } from '@ibr/contract/lang'
import { htmlLang } from '@ibr/ui/lang-storage'
import { useLang, useMessages } from '../../i18n/use-t'
import { wordDiff } from './word-diff'
import styles from './revisions.module.css'
import { messages } from './messages'

/** One field of two revisions, as text. */
export interface DiffField {
  key: string
  label: string
  before: string
  after: string
  /**
   * How the change is shown: `words` marks the changed words of a text (in `lang`), `values` gives the
   * value before and after, `changed` only says that it changed (a list or a table, too big to set side by side).
   */
  show: 'words' | 'values' | 'changed'
  /** The language the text is in; the console's when absent. */
  lang?: Lang
}

/** What changed between two revisions, field by field: only the fields that differ, or a line saying none did. */
export function FieldDiffList({ fields }: { fields: readonly DiffField[] }) {
  const t = useMessages(messages)
  const lang = useLang()
  const changed = fields.filter((f) => f.before !== f.after)
  if (changed.length === 0) return <p>{t('revisions.noDifference')}</p>
  return (
    <dl className={styles.diffList}>
      {changed.map((field) => (
        <div key={field.key} className={styles.diffField}>
          <dt className={styles.diffName}>{field.label}</dt>
          <dd className={styles.diffValue} lang={htmlLang(field.lang ?? lang)}>
            <FieldChange field={field} fallback={lang} />
          </dd>
        </div>
      ))}
    </dl>
  )
}

function FieldChange({ field, fallback }: { field: DiffField; fallback: Lang }) {
  const t = useMessages(messages)
  if (field.show === 'changed') return <span className={styles.diffLabel}>{t('revisions.changed')}</span>
  if (field.show === 'values')
    return (
      <>
        <span className={styles.diffLabel}>{t('revisions.before')}</span>{' '}
        <del className={styles.removed}>{field.before || t('revisions.empty')}</del>{' '}
        <span className={styles.diffLabel}>{t('revisions.after')}</span>{' '}
        <ins className={styles.added}>{field.after || t('revisions.empty')}</ins>
      </>
    )
  return (
    <span className={styles.diffText}>
      {wordDiff(field.before, field.after, field.lang ?? fallback).map((part, i) =>
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

/** The names of the fields that differ between two revisions, for the list's "fields changed" column. */
export const changedLabels = (fields: readonly DiffField[]): string[] => fields.filter((f) => f.before !== f.after).map((f) => f.label)
