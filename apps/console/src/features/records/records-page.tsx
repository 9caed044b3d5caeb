import type { RecordEntity, RecordListRet, RecordRow } from '@ibr/contract/staff-client'
import { useCallback, useMemo, useState } from 'react'
import { Link, useParams } from 'react-router'
import { ButtonLink } from './button-link'
import { CallError } from '../../components/call-error/call-error'
import { columnHelper, DataTable, type DataColumn } from '../../components/data-table/data-table'
import { SearchField } from '../../components/field/search-field'
import { PageHeading } from '../../components/page-heading/page-heading'
import { useLang, useT, type Translate } from '../../i18n/use-t'
import type { Lang } from '@ibr/contract/lang'
import { ApiError } from '../../lib/api-error'
import { formatDateTime } from '../../lib/format-date'
import { paths } from '../../lib/paths'
import { useCall } from '../../lib/use-call'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useTypedSearch } from '../../lib/use-typed-search'
import { isRecordEntity, RECORD_KINDS, recordCalls, type RecordKindView } from './record-kinds'
import styles from './records.module.css'

const column = columnHelper<RecordRow>()
const NO_ROWS: never[] = []

function columns(t: Translate, lang: Lang, kind: RecordKindView): DataColumn<RecordRow>[] {
  const nameOf = (row: RecordRow) => (lang === 'en' ? row.name.en || row.name.zh : row.name.zh || row.name.en) || `#${row.id}`
  return [
    column.accessor('name', {
      header: t('records.field.name'),
      cell: ({ row: { original } }) => <Link to={paths.record.getHref(kind.entity, original.id)}>{nameOf(original)}</Link>,
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
      cell: ({ row: { original } }) => (
        <span className={styles.state} data-state={original.state}>
          {t(`records.state.${original.state}`)}
          {original.live && original.state !== 'published' ? ` · ${t('records.live')}` : ''}
        </span>
      ),
    }),
    column.accessor('sort', { header: t('records.field.sort') }),
    column.accessor('updatedAt', {
      header: t('records.updated'),
      cell: ({ row: { original } }) => (
        <span className={styles.nowrap}>
          {original.updatedBy} · <time dateTime={original.updatedAt}>{formatDateTime(original.updatedAt, lang)}</time>
        </span>
      ),
    }),
  ]
}

/** A record kind's list at /records/:entity: what this person may edit or review, in public order. */
export function RecordsPage() {
  const { entity } = useParams()
  if (!isRecordEntity(entity)) return <CallError error={new ApiError('notFound', '', 404)} />
  return <RecordList key={entity} entity={entity} />
}

function RecordList({ entity }: { entity: RecordEntity }) {
  const t = useT()
  const lang = useLang()
  const kind = RECORD_KINDS[entity]
  useDocumentTitle(t(kind.title))
  const [search, setSearch] = useState('')
  const apply = useCallback((words: string) => setSearch(words.trim()), [])
  const [typed, setTyped] = useTypedSearch(search, apply)
  const list = useCall(recordCalls(entity).list as '/api/staff/team/list', search ? { search } : {}, { keepPrevious: true })
  const table = useMemo(() => columns(t, lang, kind), [t, lang, kind])
  const data = list.data as RecordListRet | undefined
  return (
    <>
      <PageHeading intro={t(kind.intro)}>{t(kind.title)}</PageHeading>
      <div className={styles.toolbar}>
        <SearchField label={t('records.search')} value={typed} onChange={setTyped} onSubmit={apply} className={styles.search} />
        {data?.mayCreate && <ButtonLink to={paths.record.getHref(entity, 'new')}>{t('records.add')}</ButtonLink>}
      </div>
      {list.error ? (
        <CallError error={list.error} onRetry={list.reload} />
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
