import { STAFF_API } from '@ibr/contract/staff-client'
import { useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { Button } from '../../components/button/button'
import { CallError } from '../../components/call-error/call-error'
import { DataTable } from '../../components/data-table/data-table'
import { PageHeading } from '../../components/page-heading/page-heading'
import { toastError } from '../../components/toast/toasts'
import { useLang, useMessages } from '../../i18n/use-t'
import { isApiError } from '../../lib/api-error'
import { useStaffQuery } from '../../lib/use-staff-query'
import { useDocumentTitle } from '../../lib/use-document-title'
import { auditColumns } from './audit-columns'
import { AuditFiltersForm } from './audit-filters'
import { AUDIT_PAGE_SIZE, auditListBody, readAuditFilters, readAuditPage, writeAuditQuery } from './audit-query'
import { exportAudit } from './export-audit'
import { messages as shared } from '../../i18n/shared/messages'
import { messages } from './messages'

const NO_ROWS: never[] = []

/** Who did what and when: filtered and paged as the address says, and exported under the same filters. */
export function AuditPage() {
  const t = useMessages(messages, shared)
  const lang = useLang()
  useDocumentTitle(t('audit.title'))
  const [params, setParams] = useSearchParams()
  const filters = useMemo(() => readAuditFilters(params), [params])
  const page = readAuditPage(params)
  const list = useStaffQuery(STAFF_API.auditList, auditListBody(filters, page), { keepPrevious: true })
  const scopes = useStaffQuery(STAFF_API.scopeOptions, {})
  const columns = useMemo(() => {
    const lookup = (options: readonly { id: number; name: string }[] = []) => {
      const byId = new Map(options.map((o) => [o.id, o.name]))
      return (id: number) => byId.get(id)
    }
    const { sections, conferences, teams } = scopes.data ?? {}
    return auditColumns(t, lang, { section: lookup(sections), conference: lookup(conferences), team: lookup(teams) })
  }, [t, lang, scopes.data])
  const [exporting, setExporting] = useState(false)
  const download = async () => {
    setExporting(true)
    try {
      await exportAudit(filters)
    } catch (error) {
      toastError(isApiError(error) ? error.message : String(error))
    } finally {
      setExporting(false)
    }
  }
  return (
    <>
      <PageHeading
        actions={
          <Button onPress={() => void download()} isPending={exporting}>
            {t('audit.export')}
          </Button>
        }
      >
        {t('audit.title')}
      </PageHeading>
      <AuditFiltersForm applied={filters} onApply={(next) => setParams(writeAuditQuery(next))} />
      {list.error ? (
        <CallError error={list.error} onRetry={list.reload} />
      ) : (
        <DataTable
          label={t('audit.tableLabel')}
          columns={columns}
          rows={list.data?.list ?? NO_ROWS}
          rowId={(row) => String(row.id)}
          paging={{
            page,
            pageSize: AUDIT_PAGE_SIZE,
            total: list.data?.total ?? 0,
            onPageChange: (next) => setParams(writeAuditQuery(filters, next)),
          }}
          busy={list.loading}
          empty={t('audit.none')}
        />
      )}
    </>
  )
}
