import { STAFF_API } from '@ibr/contract/staff-client'
import { useCallback, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { BulkTable } from '../../components/data-table/bulk-table'
import { Button } from '../../components/button/button'
import { FilterDisclosure } from '../../components/data-table/filter-disclosure'
import { useRowSelection } from '../../components/data-table/use-row-selection'
import { SearchField } from '../../components/field/search-field'
import { SelectField } from '../../components/field/select-field'
import { useLang, useMessages } from '../../i18n/use-t'
import { useStaffQuery } from '../../lib/use-staff-query'
import { useTypedSearch } from '../../lib/use-typed-search'
import { NewUserDialog } from './new-user-dialog'
import { accountName, UserBulkActions } from './user-bulk-actions'
import { userColumns } from './user-columns'
import { readUserListQuery, USER_PAGE_SIZE, userListBody, writeUserListQuery, type UserListQuery, type UserSort } from './user-list-query'
import styles from './users.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

const NO_ROWS: never[] = []
const ACTIVE_FILTER = { all: null, active: true, inactive: false } as const
type ActiveFilter = keyof typeof ACTIVE_FILTER
const filterOf = (active: boolean | null): ActiveFilter => (active === null ? 'all' : active ? 'active' : 'inactive')

/** The accounts: searched, filtered, ordered and paged by the server, as the address says. */
export function UserAccounts() {
  const t = useMessages(messages, shared)
  const lang = useLang()
  const [params, setParams] = useSearchParams()
  const query = readUserListQuery(params)
  const list = useStaffQuery(STAFF_API.userList, userListBody(query), { keepPrevious: true })
  const [creating, setCreating] = useState(false)
  const change = useCallback(
    (patch: Partial<UserListQuery>, replace = false) => setParams((current) => writeUserListQuery(current, patch), { replace }),
    [setParams],
  )
  const applySearch = useCallback((search: string) => change({ search }, true), [change])
  const [typed, setTyped] = useTypedSearch(query.search, applySearch)
  const columns = useMemo(() => userColumns(t, lang), [t, lang])
  const rows = list.data?.list ?? NO_ROWS
  const bulk = useRowSelection(params.toString(), rows)
  return (
    <>
      <div className={styles.toolbar}>
        <SearchField label={t('users.search')} value={typed} onChange={setTyped} onSubmit={applySearch} className={styles.search} />
        <FilterDisclosure active={query.active === null ? 0 : 1}>
          <SelectField
            label={t('users.activeFilter')}
            name="active"
            value={filterOf(query.active)}
            onChange={(value) => change({ active: ACTIVE_FILTER[value as ActiveFilter] })}
            options={[
              { id: 'all', label: t('users.filterAll') },
              { id: 'active', label: t('users.filterActive') },
              { id: 'inactive', label: t('users.filterInactive') },
            ]}
            className={styles.filter}
          />
        </FilterDisclosure>
        <Button variant="primary" onPress={() => setCreating(true)} className={styles.toolbarAction}>
          {t('users.new')}
        </Button>
      </div>
      <BulkTable
        list={list}
        bulk={bulk}
        rowLabel={accountName}
        actions={(picked, done) => <UserBulkActions rows={picked} onDone={done} />}
        label={t('users.tableLabel')}
        columns={columns}
        rows={rows}
        rowId={(row) => String(row.id)}
        sort={query.sort ? { id: query.sort, desc: query.desc } : null}
        onSortChange={(sort) => change({ sort: sort.id as UserSort, desc: sort.desc })}
        paging={{ page: query.page, pageSize: USER_PAGE_SIZE, total: list.data?.total ?? 0, onPageChange: (page) => change({ page }) }}
        empty={query.search || query.active !== null ? t('users.noMatch') : t('users.none')}
      />
      <NewUserDialog isOpen={creating} onOpenChange={setCreating} />
    </>
  )
}
