import { useEffect, useEffectEvent, useState } from 'react'
import { useLang, useMessages } from '../../i18n/use-t'
import { formatDateTime } from '../../lib/format-date'
import { Button } from '../button/button'
import styles from './revision-list.module.css'
import { messages } from './messages'

/** One revision of a record or a conference, with the document as it stood. */
export interface Revision<Doc> {
  revision: number
  action: string
  author: string
  createdAt: string
  doc: Doc
}

interface RevisionListProps<Doc> {
  /** The record's id: the list is read again when it or `version` changes, whatever `load` is. */
  id: number
  load: (id: number) => Promise<{ list: Revision<Doc>[] }>
  /** Changes whenever the record does, so the list is read again. */
  version: number
  mayRestore: boolean
  onView: (doc: Doc, revision: number) => void
  onRestore: (revision: number) => void
}

/** Every revision of a workflow's record, latest first: who did what when, each one viewable and restorable. */
export function RevisionList<Doc>({ id, load, version, mayRestore, onView, onRestore }: RevisionListProps<Doc>) {
  const t = useMessages(messages)
  const lang = useLang()
  const [list, setList] = useState<Revision<Doc>[] | null>(null)
  // Callers pass a new function on every render (each keystroke in the form): reading on it would ask
  // the server for the revisions on every render.
  const read = useEffectEvent(load)
  useEffect(() => {
    let current = true
    read(id).then(
      (answer) => current && setList(answer.list),
      () => current && setList([]),
    )
    return () => {
      current = false
    }
  }, [id, version])
  return (
    <section className={styles.revisions} aria-labelledby="record-revisions">
      <h2 id="record-revisions" className={styles.title}>
        {t('records.revisions')}
      </h2>
      {list === null ? (
        <p>{t('common.loading')}</p>
      ) : list.length === 0 ? (
        <p className={styles.muted}>{t('records.revisions.none')}</p>
      ) : (
        <ol className={styles.list}>
          {list.map((r) => (
            <li key={r.revision} data-revision={r.revision}>
              <span>
                <strong>#{r.revision}</strong> {t(`records.revision.${r.action.split(' ')[0]}` as 'records.revision.save')} · {r.author} ·{' '}
                <time dateTime={r.createdAt}>{formatDateTime(r.createdAt, lang)}</time>
              </span>
              <span className={styles.actions}>
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
