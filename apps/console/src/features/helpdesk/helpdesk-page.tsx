import {
  HELPDESK_KINDS,
  HELPDESK_OPEN_STATES,
  HELPDESK_STATES,
  STAFF_API,
  type HelpdeskKind,
  type HelpdeskRow,
} from '@ibr/contract/staff-client'
import { useCallback, useMemo, useRef } from 'react'
import { Link, useSearchParams } from 'react-router'
import { BulkOutcomePanel } from '../../components/bulk-outcome/bulk-outcome'
import { CallError } from '../../components/call-error/call-error'
import { FilterDisclosure } from '../../components/data-table/filter-disclosure'
import { columnHelper, DataTable, type DataColumn } from '../../components/data-table/data-table'
import { useRowSelection } from '../../components/data-table/use-row-selection'
import { SearchField } from '../../components/field/search-field'
import { SelectField } from '../../components/field/select-field'
import { PageHeading } from '../../components/page-heading/page-heading'
import { SplitLayout } from '../../components/side-panel/side-panel'
import { useLang, useMessages, type Translate, type MessageKey } from '../../i18n/use-t'
import { formatDateTime } from '../../lib/format-date'
import { useStaffQuery } from '../../lib/use-staff-query'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useTypedSearch } from '../../lib/use-typed-search'
import type { Lang } from '@ibr/contract/lang'
import { HelpdeskBulkActions, reportName } from './helpdesk-bulk-actions'
import { HelpdeskDetail } from './helpdesk-detail'
import {
  HELPDESK_PAGE_SIZE,
  helpdeskListBody,
  readHelpdeskQuery,
  writeHelpdeskQuery,
  type AssigneeFilter,
  type HelpdeskQuery,
  type StateFilter,
} from './helpdesk-query'
import styles from './helpdesk.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'
import type { KeyOf } from '@ibr/ui/define-messages'

/** A key of this screen's catalogues or of the shell's. */
type Key = KeyOf<typeof messages | typeof shared> | MessageKey

const NO_ROWS: never[] = []
const ticketOf = (row: HelpdeskRow) => row.ticket
const column = columnHelper<HelpdeskRow>()

/**
 * The inbox's columns. With a report open beside the list, the reporter, the assignee and the date are left out:
 * the panel shows them for that report, and the list keeps room for what tells reports apart.
 */
function columns(t: Translate<Key>, lang: Lang, open: (ticket: string) => string, panelOpen: boolean): DataColumn<HelpdeskRow>[] {
  const always = [
    column.accessor('ticket', {
      header: t('helpdesk.ticket'),
      cell: (info) => (
        <Link to={open(info.getValue())} className={styles.ticket}>
          {info.getValue()}
        </Link>
      ),
    }),
    column.accessor('summary', {
      header: t('helpdesk.report'),
      meta: { phone: 'primary' },
      cell: ({ row: { original: row } }) => (
        <span className={styles.summary}>
          <span className={styles.kind}>{t(`helpdesk.kind.${row.kind}`)}</span> {row.summary}
        </span>
      ),
    }),
    column.accessor('state', {
      header: t('helpdesk.state'),
      meta: { phone: 'primary' },
      cell: ({ row: { original: row } }) => (
        <span className={styles.state} data-state={row.state}>
          {t(`helpdesk.state.${row.state}`)}
        </span>
      ),
    }),
  ]
  if (panelOpen) return always
  const [ticket, summary, state] = always
  return [
    ticket!,
    summary!,
    column.accessor('reporter', { header: t('helpdesk.reporter'), cell: (info) => info.getValue() || '—' }),
    state!,
    column.accessor('assignee', { header: t('helpdesk.assignee'), cell: (info) => info.getValue()?.name ?? '—' }),
    column.accessor('createdAt', {
      header: t('helpdesk.received'),
      cell: (info) => (
        <time dateTime={info.getValue()} className={styles.nowrap}>
          {formatDateTime(info.getValue(), lang)}
        </time>
      ),
    }),
  ]
}

/** The services office's inbox: fault reports and feedback, filtered as the address says, one open beside the list. */
export function HelpdeskPage() {
  const t = useMessages(messages, shared)
  const lang = useLang()
  useDocumentTitle(t('helpdesk.title'))
  const [params, setParams] = useSearchParams()
  const query = readHelpdeskQuery(params)
  const change = useCallback((next: Partial<HelpdeskQuery>) => setParams((current) => writeHelpdeskQuery(current, next)), [setParams])
  const applySearch = useCallback((search: string) => change({ search }), [change])
  const [typed, setTyped] = useTypedSearch(query.search, applySearch)
  const listBody = helpdeskListBody(query)
  const list = useStaffQuery(STAFF_API.helpdeskList, listBody, { keepPrevious: true })
  const rows = list.data?.list ?? NO_ROWS
  // Opening a report beside the list keeps the pick; another page, search or filter drops it.
  const bulk = useRowSelection(JSON.stringify(listBody), rows, ticketOf)
  const inbox = useRef<HTMLElement>(null)
  const hrefOf = useCallback((ticket: string) => `?${writeHelpdeskQuery(params, { ticket })}`, [params])
  const panelOpen = Boolean(query.ticket)
  const table = useMemo(() => columns(t, lang, hrefOf, panelOpen), [t, lang, hrefOf, panelOpen])
  const counts = list.data?.counts
  const stateLabel = (state: StateFilter) => {
    const label = t(`helpdesk.state.${state}`)
    if (!counts) return label
    const n =
      state === 'all'
        ? HELPDESK_STATES.reduce((sum, s) => sum + (counts[s] ?? 0), 0)
        : state === 'open'
          ? HELPDESK_OPEN_STATES.reduce((sum, s) => sum + (counts[s] ?? 0), 0)
          : (counts[state] ?? 0)
    return `${label} (${n})`
  }
  const states: StateFilter[] = ['open', ...HELPDESK_STATES, 'all']
  const close = () => {
    change({ ticket: null })
    inbox.current?.focus()
  }
  return (
    <>
      <PageHeading intro={t('helpdesk.intro')}>{t('helpdesk.title')}</PageHeading>
      <SplitLayout>
        <section ref={inbox} tabIndex={-1} className={styles.inbox} aria-label={t('helpdesk.inboxLabel')}>
          <div className={styles.toolbar}>
            <SearchField
              label={t('helpdesk.search')}
              value={typed}
              onChange={setTyped}
              onSubmit={(search) => change({ search })}
              className={styles.search}
            />
            <FilterDisclosure active={[query.state !== 'open', query.kind !== null, query.assignee !== 'all'].filter(Boolean).length}>
              <SelectField
                label={t('helpdesk.state')}
                name="state"
                options={states.map((s) => ({ id: s, label: stateLabel(s) }))}
                value={query.state}
                onChange={(state) => change({ state: state as StateFilter })}
                className={styles.filter}
              />
              <SelectField
                label={t('helpdesk.kind')}
                name="kind"
                options={[
                  { id: '', label: t('helpdesk.kind.all') },
                  ...HELPDESK_KINDS.map((k) => ({ id: k, label: t(`helpdesk.kind.${k}`) })),
                ]}
                value={query.kind ?? ''}
                onChange={(kind) => change({ kind: (kind || null) as HelpdeskKind | null })}
                className={styles.filter}
              />
              <SelectField
                label={t('helpdesk.assignee')}
                name="assignee"
                options={(['all', 'me', 'none'] as const).map((a) => ({ id: a, label: t(`helpdesk.assignee.${a}`) }))}
                value={query.assignee}
                onChange={(assignee) => change({ assignee: assignee as AssigneeFilter })}
                className={styles.filter}
              />
            </FilterDisclosure>
          </div>
          <BulkOutcomePanel outcome={bulk.outcome} onDismiss={bulk.dismiss} />
          {list.error ? (
            <CallError error={list.error} onRetry={list.reload} />
          ) : (
            <DataTable
              label={t('helpdesk.tableLabel')}
              columns={table}
              rows={rows}
              rowId={ticketOf}
              selection={{
                selected: bulk.selected,
                onChange: bulk.setSelected,
                rowLabel: reportName,
                actions: <HelpdeskBulkActions rows={bulk.picked} assignees={list.data?.assignees ?? NO_ROWS} onDone={bulk.done} />,
              }}
              paging={{
                page: query.page,
                pageSize: HELPDESK_PAGE_SIZE,
                total: list.data?.total ?? 0,
                onPageChange: (page) => change({ page }),
              }}
              busy={list.loading}
              empty={t('helpdesk.none')}
            />
          )}
        </section>
        {query.ticket && <HelpdeskDetail key={query.ticket} ticket={query.ticket} onClose={close} />}
      </SplitLayout>
    </>
  )
}
