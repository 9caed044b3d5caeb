import { PAYMENT_STATES, REGISTRATION_STATES, STAFF_API, type RegistrationRow } from '@ibr/contract/staff-client'
import type { Lang } from '@ibr/contract/lang'
import { useCallback, useMemo } from 'react'
import { Link, useSearchParams } from 'react-router'
import { BulkOutcomePanel } from '../../components/bulk-outcome/bulk-outcome'
import { Button } from '../../components/button/button'
import { CallError } from '../../components/call-error/call-error'
import { columnHelper, DataTable, type DataColumn } from '../../components/data-table/data-table'
import { useRowSelection } from '../../components/data-table/use-row-selection'
import { FilterDisclosure } from '../../components/data-table/filter-disclosure'
import { SearchField } from '../../components/field/search-field'
import { SelectField } from '../../components/field/select-field'
import { TextField } from '../../components/field/text-field'
import { PageHeading } from '../../components/page-heading/page-heading'
import { SplitLayout } from '../../components/side-panel/side-panel'
import { useLang, useMessages, type Translate, type MessageKey } from '../../i18n/use-t'
import { formatDateTime } from '../../lib/format-date'
import { useNarrowScreen } from '../../lib/use-narrow-screen'
import { useStaffQuery } from '../../lib/use-staff-query'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useTypedSearch } from '../../lib/use-typed-search'
import { RegistrationBulkActions, registrationName } from './registration-bulk-actions'
import { RegistrationPanel } from './registration-panel'
import { useRegistrationDownload } from './use-registration-download'
import {
  readRegistrationQuery,
  REGISTRATION_PAGE_SIZE,
  registrationListBody,
  writeRegistrationQuery,
  type RegistrationQuery,
} from './registration-query'
import styles from './registrations.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'
import type { KeyOf } from '@ibr/ui/define-messages'

/** A key of this screen's catalogues or of the shell's. */
type Key = KeyOf<typeof messages | typeof shared> | MessageKey

const NO_ROWS: never[] = []
const column = columnHelper<RegistrationRow>()

function columns(t: Translate<Key>, lang: Lang, hrefOf: (id: number) => string): DataColumn<RegistrationRow>[] {
  return [
    column.accessor('confirmCode', {
      header: t('reg.code'),
      cell: (info) => <Link to={hrefOf(info.row.original.id)}>{info.getValue()}</Link>,
    }),
    column.accessor('name', { header: t('reg.name'), meta: { phone: 'primary' } }),
    // An address breaks anywhere, so the list keeps every column in view beside an open registration.
    column.accessor('email', { header: t('reg.email'), cell: (info) => <span className={styles.address}>{info.getValue()}</span> }),
    column.accessor('state', {
      header: t('reg.state'),
      meta: { phone: 'primary' },
      cell: ({ row: { original: row } }) => (
        <span className={styles.state} data-state={row.state}>
          {t(`reg.state.${row.state}`)}
        </span>
      ),
    }),
    column.accessor('payment', { header: t('reg.payment'), cell: ({ row: { original: row } }) => t(`reg.payment.${row.payment}`) }),
    column.accessor('createdAt', { header: t('reg.createdAt'), cell: (info) => formatDateTime(info.getValue(), lang) }),
  ]
}

/** A conference's registrations: counts at the top, a filtered list, one open beside it, the exports. */
export function RegistrationsPage() {
  const t = useMessages(messages, shared)
  const lang = useLang()
  useDocumentTitle(t('reg.title'))
  const [params, setParams] = useSearchParams()
  const query = readRegistrationQuery(params)
  const change = useCallback(
    (next: Partial<RegistrationQuery>) => setParams((current) => writeRegistrationQuery(current, next)),
    [setParams],
  )
  const [typed, setTyped] = useTypedSearch(
    query.search,
    useCallback((search: string) => change({ search }), [change]),
  )
  const conferences = useStaffQuery(STAFF_API.conferenceList, {})
  const mine = (conferences.data?.list ?? []).filter((c) => c.mayReview)
  const menuId = query.conference ?? mine[0]?.menuId ?? null
  const list = useStaffQuery(menuId === null ? null : STAFF_API.registrationList, registrationListBody(query, menuId ?? 1), {
    keepPrevious: true,
  })
  const detail = useStaffQuery(menuId === null ? null : STAFF_API.conferenceGet, { menuId: menuId ?? 1 })
  const hrefOf = useCallback((id: number) => `?${writeRegistrationQuery(params, { open: id })}`, [params])
  const table = useMemo(() => columns(t, lang, hrefOf), [t, lang, hrefOf])
  const { exporting, download } = useRegistrationDownload(menuId, mine.find((c) => c.menuId === menuId)?.token ?? 'conference')
  const rows = list.data?.list ?? NO_ROWS
  // Opening a registration beside the list keeps the pick; another conference, page or filter drops it.
  const bulk = useRowSelection(JSON.stringify(registrationListBody(query, menuId ?? 1)), rows)
  const counts = list.data?.counts ?? {}
  const total = REGISTRATION_STATES.reduce((n, s) => n + (counts[s] ?? 0), 0)
  const openRow = list.data?.list.find((r) => r.id === query.open) ?? null
  const phone = useNarrowScreen()

  // The counts by state filter the list too: on a phone they fold away with the other filters.
  const stateCounts = (
    <>
      <div className={styles.counts} aria-label={t('reg.counts')} role="group">
        <button type="button" className={styles.count} aria-pressed={query.state === ''} onClick={() => change({ state: '' })}>
          {t('reg.all')} <strong>{total}</strong>
          {list.data?.capacity != null && ` / ${list.data.capacity}`}
        </button>
        {REGISTRATION_STATES.map((s) => (
          <button key={s} type="button" className={styles.count} aria-pressed={query.state === s} onClick={() => change({ state: s })}>
            {t(`reg.state.${s}`)} <strong>{counts[s] ?? 0}</strong>
          </button>
        ))}
      </div>
      {(list.data?.options.length ?? 0) > 0 && (
        <ul className={styles.optionCounts} aria-label={t('reg.optionCounts')}>
          {list.data!.options.map((o) => (
            <li key={`${o.field}:${o.value}`}>
              {o.label[lang] || o.label.zh || o.value}: <strong>{o.capacity === null ? o.count : `${o.count} / ${o.capacity}`}</strong>
            </li>
          ))}
        </ul>
      )}
    </>
  )
  if (conferences.error) return <CallError error={conferences.error} onRetry={conferences.reload} />
  return (
    <>
      <PageHeading
        intro={t('reg.intro')}
        actions={
          <span className={styles.actions}>
            <Button onPress={() => void download('xlsx')} isPending={exporting === 'xlsx'} isDisabled={menuId === null}>
              {t('reg.exportXlsx')}
            </Button>
            <Button onPress={() => void download('csv')} isPending={exporting === 'csv'} isDisabled={menuId === null}>
              {t('reg.exportCsv')}
            </Button>
            <Button onPress={() => void download('zip')} isPending={exporting === 'zip'} isDisabled={menuId === null}>
              {t('reg.files')}
            </Button>
          </span>
        }
      >
        {t('reg.title')}
      </PageHeading>
      {mine.length === 0 && !conferences.loading ? (
        <p>{t('reg.noConference')}</p>
      ) : (
        <>
          <SelectField
            label={t('reg.conference')}
            name="conference"
            value={menuId === null ? '' : String(menuId)}
            onChange={(v) => change({ conference: Number(v), option: '', open: null })}
            options={mine.map((c) => ({ id: String(c.menuId), label: c.title[lang] || c.title.zh }))}
            className={styles.picker}
          />
          {!phone && stateCounts}
          <div className={styles.filters}>
            <SearchField label={t('reg.search')} value={typed} onChange={setTyped} onSubmit={(search) => change({ search })} />
            <FilterDisclosure active={[query.state, query.payment, query.option, query.from, query.to].filter(Boolean).length}>
              {phone && stateCounts}
              <SelectField
                label={t('reg.payment')}
                name="payment"
                value={query.payment || 'any'}
                onChange={(v) => change({ payment: v === 'any' ? '' : (v as RegistrationQuery['payment']) })}
                options={[{ id: 'any', label: t('reg.any') }, ...PAYMENT_STATES.map((p) => ({ id: p, label: t(`reg.payment.${p}`) }))]}
              />
              <SelectField
                label={t('reg.option')}
                name="option"
                value={query.option || 'any'}
                onChange={(v) => change({ option: v === 'any' ? '' : v })}
                options={[
                  { id: 'any', label: t('reg.any') },
                  ...(list.data?.options ?? []).map((o) => ({
                    id: `${o.field}:${o.value}`,
                    label: o.label[lang] || o.label.zh || o.value,
                  })),
                ]}
              />
              <TextField label={t('reg.from')} name="from" type="date" value={query.from} onChange={(from) => change({ from })} />
              <TextField label={t('reg.to')} name="to" type="date" value={query.to} onChange={(to) => change({ to })} />
            </FilterDisclosure>
          </div>
          <SplitLayout>
            {list.error ? (
              <CallError error={list.error} onRetry={list.reload} />
            ) : (
              <div>
                <BulkOutcomePanel outcome={bulk.outcome} onDismiss={bulk.dismiss} />
                <DataTable
                  label={t('reg.tableLabel')}
                  columns={table}
                  rows={rows}
                  rowId={(row) => String(row.id)}
                  selection={{
                    selected: bulk.selected,
                    onChange: bulk.setSelected,
                    rowLabel: registrationName,
                    actions: <RegistrationBulkActions rows={bulk.picked} onDone={bulk.done} download={download} exporting={exporting} />,
                  }}
                  paging={{
                    page: query.page,
                    pageSize: REGISTRATION_PAGE_SIZE,
                    total: list.data?.total ?? 0,
                    onPageChange: (page) => change({ page }),
                  }}
                  busy={list.loading}
                  empty={t('reg.none')}
                />
              </div>
            )}
            {openRow && (
              <RegistrationPanel
                key={openRow.id}
                row={openRow}
                conference={detail.data?.conference ?? null}
                onClose={() => change({ open: null })}
              />
            )}
          </SplitLayout>
        </>
      )}
    </>
  )
}
