import { can, STAFF_ACCESS, type RecordEntity, type RecordListRet, type RecordRow, type StaffAccess } from '@ibr/contract/staff-client'
import { useStore } from '@ibr/ui/create-store'
import { useCallback, useMemo, useState } from 'react'
import { Link, useParams } from 'react-router'
import { ButtonLink } from './button-link'
import { CallError } from '../../components/call-error/call-error'
import { columnHelper, DataTable, type DataColumn } from '../../components/data-table/data-table'
import { SearchField } from '../../components/field/search-field'
import { PageHeading } from '../../components/page-heading/page-heading'
import { useLang, useMessages, type Translate, type MessageKey } from '../../i18n/use-t'
import type { Lang } from '@ibr/contract/lang'
import { authorName } from '../../lib/author-name'
import { ApiError } from '../../lib/api-error'
import { formatDateTime } from '../../lib/format-date'
import { paths } from '../../lib/paths'
import { useStaffQuery } from '../../lib/use-staff-query'
import { useDocumentTitle } from '../../lib/use-document-title'
import { sessionStore } from '../../lib/session-store'
import { useTypedSearch } from '../../lib/use-typed-search'
import { OrderedRecords, type ColumnsFor } from './ordered-records'
import { isRecordEntity, RECORD_KINDS, recordCalls, recordName, type RecordKindView } from './record-kinds'
import { MoveButtons } from '../../components/reorder/move-buttons'
import styles from './records.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'
import type { KeyOf } from '@ibr/ui/define-messages'

/** A key of this screen's catalogues or of the shell's. */
type Key = KeyOf<typeof messages | typeof shared> | MessageKey

const column = columnHelper<RecordRow>()
const NO_ROWS: never[] = []

/** The list's columns; with `reorder`, the name is the row's handle and a last column moves it. */
function columns(t: Translate<Key>, lang: Lang, kind: RecordKindView, reorder: Parameters<ColumnsFor>[0] = null): DataColumn<RecordRow>[] {
  return [
    column.accessor('name', {
      header: t('records.field.name'),
      cell: ({ row: { original, index } }) => (
        <Link to={paths.record.getHref(kind.entity, original.id)} {...reorder?.handle(index)}>
          {recordName(original, lang)}
        </Link>
      ),
    }),
    ...(kind.groupLabel
      ? [
          column.accessor('group', {
            header: t(kind.groupLabel),
            cell: (info) => (kind.groupOption ? t(kind.groupOption(info.getValue())) : info.getValue()),
          }),
        ]
      : []),
    column.accessor('state', {
      header: t('records.stateLabel'),
      meta: { phone: 'primary' },
      cell: ({ row: { original } }) => (
        <span className={styles.state} data-state={original.state}>
          {t(`records.state.${original.state}`)}
          {original.live && original.state !== 'published' ? ` · ${t('records.live')}` : ''}
        </span>
      ),
    }),
    ...(kind.ordered ? [] : [column.accessor('sort', { header: t('records.field.sort') })]),
    column.accessor('updatedAt', {
      header: t('records.updated'),
      cell: ({ row: { original } }) => (
        <span className={styles.nowrap}>
          {authorName({ author: original.updatedBy, authorName: null }, t)} ·{' '}
          <time dateTime={original.updatedAt}>{formatDateTime(original.updatedAt, lang)}</time>
        </span>
      ),
    }),
    ...(reorder
      ? [
          column.display({
            id: 'place',
            header: t('records.order.place'),
            cell: ({ row: { original, index } }) => (
              <span className={styles.nowrap}>
                <MoveButtons
                  index={index}
                  count={reorder.count}
                  onMove={reorder.move}
                  upLabel={t('records.rows.up', { row: recordName(original, lang) })}
                  downLabel={t('records.rows.down', { row: recordName(original, lang) })}
                />
              </span>
            ),
          }),
        ]
      : []),
  ]
}

/** A record kind's list at /records/:entity: what this person may edit or review, in public order. */
export function RecordsPage() {
  const { entity } = useParams()
  if (!isRecordEntity(entity)) return <CallError error={new ApiError('notFound', '', 404)} />
  return <RecordList key={entity} entity={entity} />
}

function RecordList({ entity }: { entity: RecordEntity }) {
  const t = useMessages(messages, shared)
  const lang = useLang()
  const kind = RECORD_KINDS[entity]
  useDocumentTitle(t(kind.title))
  const [search, setSearch] = useState('')
  const apply = useCallback((words: string) => setSearch(words.trim()), [])
  const [typed, setTyped] = useTypedSearch(search, apply)
  const list = useStaffQuery(recordCalls(entity).list as '/api/staff/team/list', search ? { search } : {}, { keepPrevious: true })
  const table = useMemo(() => columns(t, lang, kind), [t, lang, kind])
  const data = list.data as RecordListRet | undefined
  // The public order can be changed on the whole list only, by whoever may make the call.
  const reorderBy = (STAFF_ACCESS as Record<string, StaffAccess | undefined>)[recordCalls(entity).reorder]?.permission
  const mayReorder = useStore(sessionStore, (state) => Boolean(reorderBy) && can(state.user, reorderBy!))
  const ordered = kind.ordered && mayReorder && !search
  return (
    <>
      <PageHeading intro={t(kind.intro)}>{t(kind.title)}</PageHeading>
      <div className={styles.toolbar}>
        <SearchField label={t('records.search')} value={typed} onChange={setTyped} onSubmit={apply} className={styles.search} />
        {data?.mayCreate && <ButtonLink to={paths.record.getHref(entity, 'new')}>{t('records.add')}</ButtonLink>}
      </div>
      {list.error ? (
        <CallError error={list.error} onRetry={list.reload} />
      ) : ordered ? (
        <OrderedRecords
          entity={entity}
          kind={kind}
          rows={data?.list ?? NO_ROWS}
          columns={(reorder) => columns(t, lang, kind, reorder)}
          busy={list.loading}
        />
      ) : (
        <DataTable
          label={t(kind.title)}
          columns={table}
          rows={data?.list ?? NO_ROWS}
          rowId={(row) => String(row.id)}
          busy={list.loading}
          empty={t('records.none')}
        />
      )}
    </>
  )
}
