import type { StaffCallJsonPath } from '@ibr/contract/staff-client'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useLang, useMessages } from '../../i18n/use-t'
import { formatDateTime } from '../../lib/format-date'
import { useStaffQuery } from '../../lib/use-staff-query'
import { Button } from '../button/button'
import { CallError } from '../call-error/call-error'
import { columnHelper, DataTable } from '../data-table/data-table'
import { ConfirmDialog } from '../dialog/confirm-dialog'
import { SelectField } from '../field/select-field'
import styles from './revisions.module.css'
import { messages } from './messages'

/** A revision as the list shows it: who made it when, doing what, to which fields (all in words). */
export interface RevisionWords {
  by: string
  /** ISO time. */
  at: string
  action: string
  fields: readonly string[]
}

export interface RevisionsPanelProps<R extends { revision: number }> {
  /** The item's id: the list is read again when it or `version` changes. */
  id: number
  /** Changes with every change of the item (each makes a revision). */
  version: number | string
  /** The call reading the item's revisions (`{ id }`), latest first; a change invalidates it. */
  path: StaffCallJsonPath
  /** A revision in words; `older` is the one before it (none for the first). */
  describe: (revision: R, older: R | undefined) => RevisionWords
  /** Shows what changed from one revision to a later one. */
  compare: (older: R, newer: R) => ReactNode
  /** Whether the user may restore a revision at all. */
  mayRestore: boolean
  /** Unsaved changes in the form: restoring would lose them, so it waits for a save. */
  dirty: boolean
  /** Restores a revision as a new one; the panel's dialog closes when it settles. */
  onRestore: (revision: number) => Promise<unknown>
  /** Shows one revision whole (a preview), when the screen has a way to. */
  onView?: (revision: R) => void
  /** Open at first; else the list is read only once the user opens the panel. */
  defaultOpen?: boolean
}

const NONE: never[] = []

/**
 * Every revision of a workflow's item (who, when, what, which fields), any two compared, any one
 * restored after a confirmation. Articles, records and conferences all show their history with it.
 */
export function RevisionsPanel<R extends { revision: number }>({
  id,
  version,
  path,
  describe,
  compare,
  mayRestore,
  dirty,
  onRestore,
  onView,
  defaultOpen = false,
}: RevisionsPanelProps<R>) {
  const t = useMessages(messages)
  const lang = useLang()
  const [open, setOpen] = useState(defaultOpen)
  const [restoring, setRestoring] = useState<number | null>(null)
  const [picked, setPicked] = useState<{ from?: number; to?: number }>({})
  const answer = useStaffQuery(open ? (path as '/api/staff/article/revisions') : null, { id }, { keepPrevious: true })
  const list = (answer.data?.list as readonly R[] | undefined) ?? null
  const error = answer.error
  // A change made elsewhere (another screen's call, not this item's mutations) still shows here: a new version reads the list again.
  const { reload } = answer
  const seen = useRef(version)
  useEffect(() => {
    if (seen.current === version) return
    seen.current = version
    reload()
  }, [version, reload])

  const rows = list ?? NONE
  const latest = rows[0]?.revision
  const words = new Map(rows.map((r, i) => [r.revision, describe(r, rows[i + 1])]))
  const column = columnHelper<R>()
  const columns = [
    column.accessor((r) => r.revision, { id: 'revision', header: t('revisions.revision') }),
    column.display({
      id: 'at',
      header: t('revisions.at'),
      cell: ({ row: { original: r } }) => {
        const at = words.get(r.revision)?.at ?? ''
        return <time dateTime={at}>{formatDateTime(at, lang)}</time>
      },
    }),
    column.display({ id: 'by', header: t('revisions.by'), cell: ({ row: { original: r } }) => words.get(r.revision)?.by }),
    column.display({
      id: 'action',
      header: t('revisions.action'),
      meta: { phone: 'primary' },
      cell: ({ row: { original: r } }) => words.get(r.revision)?.action,
    }),
    column.display({
      id: 'fields',
      header: t('revisions.fields'),
      cell: ({ row: { original: r } }) => words.get(r.revision)?.fields.join(t('common.listSeparator')),
    }),
    ...(mayRestore || onView
      ? [
          column.display({
            id: 'restore',
            header: t(onView && mayRestore ? 'revisions.viewOrRestore' : onView ? 'revisions.view' : 'revisions.restore'),
            cell: ({ row: { original: r } }) => (
              <span className={styles.rowActions}>
                {onView && (
                  <Button
                    size="small"
                    variant="quiet"
                    onPress={() => onView(r)}
                    aria-label={t('revisions.viewFor', { revision: r.revision })}
                  >
                    {t('revisions.view')}
                  </Button>
                )}
                {mayRestore && r.revision !== latest && (
                  <Button
                    size="small"
                    isDisabled={dirty}
                    onPress={() => setRestoring(r.revision)}
                    aria-label={t('revisions.restoreFor', { revision: r.revision })}
                  >
                    {t('revisions.restore')}
                  </Button>
                )}
              </span>
            ),
          }),
        ]
      : []),
  ]
  const byNumber = new Map(rows.map((r) => [r.revision, r]))
  const newer = byNumber.get(picked.to ?? -1) ?? rows[0]
  const older = byNumber.get(picked.from ?? -1) ?? rows[1]
  const option = (r: R) => {
    const w = words.get(r.revision)
    return {
      id: String(r.revision),
      label: t('revisions.option', { revision: r.revision, by: w?.by ?? '', time: w ? formatDateTime(w.at, lang) : '' }),
    }
  }
  const panelId = useId()
  return (
    <section className={styles.revisions} aria-labelledby={`${panelId}-title`}>
      <div className={styles.head}>
        <h2 id={`${panelId}-title`} className={styles.title}>
          {t('revisions.title')}
        </h2>
        <Button size="small" onPress={() => setOpen((o) => !o)} aria-expanded={open} aria-controls={panelId}>
          {t(open ? 'revisions.hide' : 'revisions.show')}
        </Button>
      </div>
      <div id={panelId} hidden={!open}>
        {open && error && <CallError error={error} onRetry={answer.reload} />}
        {open && !error && (
          <>
            {dirty && mayRestore && rows.length > 1 && <p className={styles.note}>{t('revisions.saveFirst')}</p>}
            <DataTable
              label={t('revisions.tableLabel')}
              columns={columns}
              rows={rows}
              rowId={(r) => String(r.revision)}
              busy={answer.loading || list === null}
              empty={t('revisions.none')}
            />
            {rows.length > 1 && older && newer && (
              <div className={styles.compare}>
                <h3 className={styles.title}>{t('revisions.compare')}</h3>
                <div className={styles.pickers}>
                  <SelectField
                    label={t('revisions.from')}
                    name="from"
                    value={String(older.revision)}
                    onChange={(v) => setPicked((p) => ({ ...p, from: Number(v) }))}
                    options={rows.map(option)}
                  />
                  <SelectField
                    label={t('revisions.to')}
                    name="to"
                    value={String(newer.revision)}
                    onChange={(v) => setPicked((p) => ({ ...p, to: Number(v) }))}
                    options={rows.map(option)}
                  />
                </div>
                {compare(older, newer)}
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
