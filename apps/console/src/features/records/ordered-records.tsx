import type { RecordEntity, RecordRow } from '@ibr/contract/staff-client'
import { useState } from 'react'
import { DataTable, type DataColumn } from '../../components/data-table/data-table'
import { Announcer } from '../../components/reorder/move-buttons'
import { moveItem, useReorder } from '../../components/reorder/use-reorder'
import { showToast } from '../../components/toast/toasts'
import { useLang, useMessages } from '../../i18n/use-t'
import { useQueryClient } from '@tanstack/react-query'
import { useStaffMutation } from '../../lib/use-staff-mutation'
import { recordPath } from './record-api'
import { recordName, type RecordKindView } from './record-kinds'
import styles from './records.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

/** What the list's columns need to let a row be moved: its handle and its move buttons. */
export type ReorderHandle = ReturnType<typeof useReorder>['handle']
export type ColumnsFor = (
  reorder: { handle: ReorderHandle; move: (from: number, to: number) => void; count: number } | null,
) => DataColumn<RecordRow>[]

interface OrderedRecordsProps {
  entity: RecordEntity
  kind: RecordKindView
  rows: readonly RecordRow[]
  columns: ColumnsFor
  busy: boolean
}

/**
 * A list whose order is the public one (FAQ, quick links per group): rows move with their ↑/↓
 * buttons, Alt+↑/↓ on the name, or by dragging the name; each move is saved at once (`reorder`).
 */
export function OrderedRecords({ entity, kind, rows, columns, busy }: OrderedRecordsProps) {
  const t = useMessages(messages, shared)
  // Each new answer of the server starts the groups over from it, and so does a refused order (the
  // server's order shown again, even when the list asked again answers the same).
  const [answer, setAnswer] = useState({ rows, round: 0 })
  if (answer.rows !== rows) setAnswer({ rows, round: answer.round + 1 })
  const refused = () => setAnswer((current) => ({ ...current, round: current.round + 1 }))
  const groups = kind.groupOption ? [...new Set(rows.map((r) => r.group))] : ['']
  if (rows.length === 0)
    return (
      <DataTable
        label={t(kind.title)}
        columns={columns(null)}
        rows={rows}
        rowId={(r) => String(r.id)}
        busy={busy}
        empty={t('records.none')}
      />
    )
  return (
    <>
      <p className={styles.muted}>{t('records.order.hint')}</p>
      {groups.map((group) => (
        <OrderedGroup
          key={`${group}:${answer.round}`}
          entity={entity}
          title={group && kind.groupOption ? t(kind.groupOption(group)) : t(kind.title)}
          heading={Boolean(group)}
          rows={rows.filter((r) => r.group === group)}
          columns={columns}
          busy={busy}
          onRefused={refused}
        />
      ))}
    </>
  )
}

function OrderedGroup({
  entity,
  title,
  heading,
  rows,
  columns,
  busy,
  onRefused,
}: Omit<OrderedRecordsProps, 'kind'> & { title: string; heading: boolean; onRefused: () => void }) {
  const t = useMessages(messages, shared)
  const lang = useLang()
  const [order, setOrder] = useState(rows)
  const reorder = useStaffMutation(recordPath(entity, 'reorder') as '/api/staff/faq/reorder', { invalidates: [] })
  const client = useQueryClient()
  const save = (next: RecordRow[]) =>
    reorder.mutate(
      { ids: next.map((r) => r.id) },
      {
        // The list shown already has the order saved and is not asked again (its rows keep the focus of
        // a move by keys); every other cached question to it is, when next shown.
        onSuccess: () => void client.invalidateQueries({ queryKey: [recordPath(entity, 'list')], refetchType: 'none' }),
        onError: (error) => {
          showToast('error', error.message)
          onRefused()
          // Someone may have changed the list meanwhile: it is asked again.
          void client.invalidateQueries({ queryKey: [recordPath(entity, 'list')] })
        },
      },
    )
  const moves = useReorder({
    count: order.length,
    onMove: (from, to) => {
      const next = moveItem(order, from, to)
      setOrder(next)
      save(next)
    },
    announce: (from, to) => t('records.order.moved', { name: recordName(order[from]!, lang), position: to + 1, count: order.length }),
  })
  return (
    <section className={styles.orderedGroup}>
      {heading && <h2 className={styles.groupHeading}>{title}</h2>}
      <DataTable
        label={title}
        columns={columns({ handle: moves.handle, move: moves.move, count: order.length })}
        rows={order}
        rowId={(r) => String(r.id)}
        rowProps={(_, index) => moves.target(index)}
        busy={busy}
        empty={t('records.none')}
      />
      <Announcer message={moves.message} />
    </section>
  )
}
