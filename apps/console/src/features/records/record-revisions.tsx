import { useEffect, useState } from 'react'
import { Button } from '../../components/button/button'
import { useLang, useT } from '../../i18n/use-t'
import { formatDateTime } from '../../lib/format-date'
import type { Doc, RecordRevision } from './record-api'
import styles from './records.module.css'

interface RecordRevisionsProps {
  load: () => Promise<{ list: RecordRevision[] }>
  /** Changes whenever the record does, so the list is read again. */
  version: number
  mayRestore: boolean
  onView: (doc: Doc, revision: number) => void
  onRestore: (revision: number) => void
}

/** Every revision of a record, latest first: who did what when, each one viewable and restorable. */
export function RecordRevisions({ load, version, mayRestore, onView, onRestore }: RecordRevisionsProps) {
  const t = useT()
  const lang = useLang()
  const [list, setList] = useState<RecordRevision[] | null>(null)
  useEffect(() => {
    let current = true
    load().then(
      (answer) => current && setList(answer.list),
      () => current && setList([]),
    )
    return () => {
      current = false
    }
  }, [load, version])
  return (
    <section className={styles.revisions} aria-labelledby="record-revisions">
      <h2 id="record-revisions" className={styles.sectionTitle}>
        {t('records.revisions')}
      </h2>
      {list === null ? (
        <p>{t('common.loading')}</p>
      ) : list.length === 0 ? (
        <p className={styles.muted}>{t('records.revisions.none')}</p>
      ) : (
        <ol className={styles.revisionList}>
          {list.map((r) => (
            <li key={r.revision} data-revision={r.revision}>
              <span>
                <strong>#{r.revision}</strong> {t(`records.revision.${r.action.split(' ')[0]}` as 'records.revision.save')} · {r.author} ·{' '}
                <time dateTime={r.createdAt}>{formatDateTime(r.createdAt, lang)}</time>
              </span>
              <span className={styles.row}>
                <Button size="small" variant="quiet" onPress={() => onView(r.doc, r.revision)}>
                  {t('records.revisions.view', { n: r.revision })}
                </Button>
                {mayRestore && (
                  <Button size="small" variant="quiet" onPress={() => onRestore(r.revision)}>
                    {t('records.revisions.restore', { n: r.revision })}
                  </Button>
                )}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
