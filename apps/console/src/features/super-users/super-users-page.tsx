import { STAFF_API, type SuperUserRow } from '@ibr/contract/staff-client'
import { useMemo, useState } from 'react'
import { CallError } from '../../components/call-error/call-error'
import { DataTable } from '../../components/data-table/data-table'
import { PageHeading } from '../../components/page-heading/page-heading'
import { useMessages } from '../../i18n/use-t'
import { useStaffQuery } from '../../lib/use-staff-query'
import { useDocumentTitle } from '../../lib/use-document-title'
import { GrantForm } from './grant-form'
import { superUserColumns } from './super-user-columns'
import { SuperUserConfirm, type SuperUserChange } from './super-user-confirm'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

const NO_ROWS: never[] = []

/**
 * Administrators and super users. Every change, from the grant form or a switch in the table, is
 * asked before it is made: it gives or takes away the power over everyone else's accounts.
 */
export function SuperUsersPage() {
  const t = useMessages(messages, shared)
  useDocumentTitle(t('superUsers.title'))
  const list = useStaffQuery(STAFF_API.superUserList, {}, { keepPrevious: true })
  const [change, setChange] = useState<SuperUserChange | null>(null)
  const columns = useMemo(
    () =>
      superUserColumns(t, (row: SuperUserRow, patch: Partial<SuperUserChange>) =>
        setChange({ username: row.username, name: row.name, admin: row.admin, superUser: row.superUser, ...patch }),
      ),
    [t],
  )
  return (
    <>
      <PageHeading intro={t('superUsers.intro')}>{t('superUsers.title')}</PageHeading>
      <GrantForm onAsk={setChange} />
      {list.error ? (
        <CallError error={list.error} onRetry={list.reload} />
      ) : (
        <DataTable
          label={t('superUsers.tableLabel')}
          columns={columns}
          rows={list.data?.list ?? NO_ROWS}
          rowId={(row) => String(row.id)}
          busy={list.loading}
          empty={t('superUsers.none')}
        />
      )}
      <SuperUserConfirm change={change} onClose={() => setChange(null)} />
    </>
  )
}
