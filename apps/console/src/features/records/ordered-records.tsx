import type { RecordEntity, RecordRow } from '@ibr/contract/staff-client'
import { useState } from 'react'
import { DataTable, type DataColumn } from '../../components/data-table/data-table'
import { Announcer } from '../../components/reorder/move-buttons'
import { moveItem, useReorder } from '../../components/reorder/use-reorder'
import { showToast } from '../../components/toast/toasts'
import { useLang, useMessages } from '../../i18n/use-t'
import { isApiError } from '../../lib/api-error'
import { recordApi } from './record-api'
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
  /** After a refused order: the list as the server has it. */
  onRefused: () => void
}

/**
 * A list whose order is the public one (FAQ, quick links per group): rows move with their ↑/↓
 * buttons, Alt+↑/↓ on the name, or by dragging the name; each move is saved at once (`reorder`).
 */
export function OrderedRecords({ entity, kind, rows, columns, busy, onRefused }: OrderedRecordsProps) {
  const t = useMessages(messages, shared)
  // Each answer of the server (a reload after a refused order too) starts the groups over from it.
  const [answer, setAnswer] = useState({ rows, round: 0 })
  if (answer.rows !== rows) setAnswer({ rows, round: answer.round + 1 })
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
          onRefused={onRefused}
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
}: Omit<OrderedRecordsProps, 'kind'> & { title: string; heading: boolean }) {
  const t = useMessages(messages, shared)
  const lang = useLang()
  const [order, setOrder] = useState(rows)
  const save = async (next: RecordRow[]) => {
    try {
      await recordApi(entity).reorder(next.map((r) => r.id))
    } catch (e) {
      if (!isApiError(e)) throw e
      showToast('error', e.message)
      onRefused()
    }
  }
  const reorder = useReorder({
    count: order.length,
    onMove: (from, to) => {
      const next = moveItem(order, from, to)
      setOrder(next)
      void save(next)
    },
    announce: (from, to) => t('records.order.moved', { name: recordName(order[from]!, lang), position: to + 1, count: order.length }),
  })
  return (
    <section className={styles.orderedGroup}>
      {heading && <h2 className={styles.groupHeading}>{title}</h2>}
      <DataTable
        label={title}
        columns={columns({ handle: reorder.handle, move: reorder.move, count: order.length })}
        rows={order}
        rowId={(r) => String(r.id)}
        rowProps={(_, index) => reorder.target(index)}
        busy={busy}
        empty={t('records.none')}
      />
      <Announcer message={reorder.message} />
    </section>
  )
}
