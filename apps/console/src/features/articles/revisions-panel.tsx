import { STAFF_API, type ArticleEditable, type RevisionRow } from '@ibr/contract/staff-client'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useMemo, useState } from 'react'
import { Button } from '../../components/button/button'
import { CallError } from '../../components/call-error/call-error'
import { columnHelper, DataTable } from '../../components/data-table/data-table'
import { ConfirmDialog } from '../../components/dialog/confirm-dialog'
import { SelectField } from '../../components/field/select-field'
import { useLang, useMessages } from '../../i18n/use-t'
import { formatDateTime } from '../../lib/format-date'
import { useStaffQuery } from '../../lib/use-staff-query'
import { fieldOfFailure } from './doc-fields'
import { fieldLabel } from './field-labels'
import { RevisionCompare } from './revision-compare'
import { revisionAction } from './revision-action'
import styles from './articles.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

interface RevisionsPanelProps {
  article: ArticleEditable
  dirty: boolean
  sectionNames: ReadonlyMap<number, string>
  onRestore: (revision: number) => Promise<boolean>
}

const column = columnHelper<RevisionRow>()
const NONE: RevisionRow[] = []

/** Every save of the item (who, when, what, which fields), any two compared word by word, any one restored. */
export function RevisionsPanel({ article, dirty, sectionNames, onRestore }: RevisionsPanelProps) {
  const t = useMessages(messages, shared)
  const lang = useLang()
  const [open, setOpen] = useState(false)
  const [restoring, setRestoring] = useState<number | null>(null)
  const [picked, setPicked] = useState<{ from?: number; to?: number }>({})
  const list = useStaffQuery(open ? STAFF_API.articleRevisions : null, { id: article.id }, { keepPrevious: true })
  const client = useQueryClient()
  // Each change makes a revision: the list follows the item's version (asked again now if shown, else when opened).
  useEffect(() => void client.invalidateQueries({ queryKey: [STAFF_API.articleRevisions] }), [client, article.version])
  const rows = list.data?.list ?? NONE
  const to = picked.to ?? rows[0]?.revision
  const from = picked.from ?? rows[1]?.revision
  const panelId = useId()
  const columns = useMemo(
    () => [
      column.accessor('revision', { header: t('revisions.revision') }),
      column.accessor('at', {
        header: t('revisions.at'),
        cell: (info) => <time dateTime={info.getValue()}>{formatDateTime(info.getValue(), lang)}</time>,
      }),
      column.accessor((row) => row.by.name, { id: 'by', header: t('revisions.by') }),
      column.accessor('action', {
        header: t('revisions.action'),
        cell: ({ row: { original: r } }) => revisionAction(r, t),
      }),
      column.accessor('fields', {
        header: t('revisions.fields'),
        cell: (info) =>
          info
            .getValue()
            .map((name) => {
              const path = fieldOfFailure(name)
              return path ? fieldLabel(path, t) : name
            })
            .join(t('common.listSeparator')),
      }),
      column.display({
        id: 'restore',
        header: t('revisions.restore'),
        cell: ({ row: { original: r } }) =>
          r.revision === rows[0]?.revision ? null : (
            <Button
              size="small"
              isDisabled={dirty}
              onPress={() => setRestoring(r.revision)}
              aria-label={t('revisions.restoreFor', { revision: r.revision })}
            >
              {t('revisions.restore')}
            </Button>
          ),
      }),
    ],
    [t, lang, dirty, rows],
  )
  const option = (r: RevisionRow) => ({
    id: String(r.revision),
    label: t('revisions.option', { revision: r.revision, by: r.by.name, time: formatDateTime(r.at, lang) }),
  })
  return (
    <section className={styles.revisions} aria-labelledby={`${panelId}-title`}>
      <div className={styles.revisionsHead}>
        <h2 id={`${panelId}-title`} className={styles.sectionTitle}>
          {t('revisions.title')}
        </h2>
        <Button size="small" onPress={() => setOpen((o) => !o)} aria-expanded={open} aria-controls={panelId}>
          {t(open ? 'revisions.hide' : 'revisions.show')}
        </Button>
      </div>
      <div id={panelId} hidden={!open}>
        {open && list.error && <CallError error={list.error} onRetry={list.reload} />}
        {open && !list.error && (
          <>
            {dirty && <p className={styles.workflowNote}>{t('editor.saveFirst')}</p>}
            <DataTable
              label={t('revisions.tableLabel')}
              columns={columns}
              rows={rows}
              rowId={(r) => String(r.revision)}
              busy={list.loading}
              empty={t('revisions.none')}
            />
            {rows.length > 1 && from !== undefined && to !== undefined && (
              <div className={styles.compare}>
                <h3 className={styles.sectionTitle}>{t('revisions.compare')}</h3>
                <div className={styles.sharedGrid}>
                  <SelectField
                    label={t('revisions.from')}
                    name="from"
                    value={String(from)}
                    onChange={(v) => setPicked((p) => ({ ...p, from: Number(v) }))}
                    options={rows.map(option)}
                  />
                  <SelectField
                    label={t('revisions.to')}
                    name="to"
                    value={String(to)}
                    onChange={(v) => setPicked((p) => ({ ...p, to: Number(v) }))}
                    options={rows.map(option)}
                  />
                </div>
                <RevisionCompare id={article.id} from={from} to={to} sectionNames={sectionNames} />
              </div>
            )}
          </>
        )}
      </div>
      <ConfirmDialog
        title={t('revisions.restoreFor', { revision: restoring ?? 0 })}
        confirmLabel={t('revisions.restore')}
        isOpen={restoring !== null}
        onOpenChange={(isOpen) => !isOpen && setRestoring(null)}
        onConfirm={async () => void (restoring !== null && (await onRestore(restoring)))}
      >
        <p>{t('revisions.restoreQuestion', { revision: restoring ?? 0 })}</p>
      </ConfirmDialog>
    </section>
  )
}
