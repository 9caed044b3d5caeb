import { STAFF_API } from '@ibr/contract/staff-client'
import { useMemo } from 'react'
import { CallError } from '../../components/call-error/call-error'
import { DataTable } from '../../components/data-table/data-table'
import { PageHeading } from '../../components/page-heading/page-heading'
import { useLang, useMessages } from '../../i18n/use-t'
import { siteDay } from '../../lib/format-date'
import { useStaffQuery } from '../../lib/use-staff-query'
import { useDocumentTitle } from '../../lib/use-document-title'
import { retentionColumns } from './retention-columns'
import { messages } from './messages'

const NO_ROWS: never[] = []

/**
 * What the retention job will remove next (administrators): each conference whose registrations are
 * still kept, when they go and how much goes with them. Nothing here removes anything: the daily job does.
 */
export function RetentionPage() {
  const t = useMessages(messages)
  const lang = useLang()
  useDocumentTitle(t('retention.title'))
  const preview = useStaffQuery(STAFF_API.registrationPurgePreview, {})
  const today = siteDay(new Date())
  const columns = useMemo(() => retentionColumns(t, lang, today), [t, lang, today])
  const days = preview.data?.retentionDays
  return (
    <>
      <PageHeading intro={days === undefined ? t('retention.introLoading') : t('retention.intro', { count: days })}>
        {t('retention.title')}
      </PageHeading>
      {preview.error ? (
        <CallError error={preview.error} onRetry={preview.reload} />
      ) : (
        <DataTable
          label={t('retention.tableLabel')}
          columns={columns}
          rows={preview.data?.list ?? NO_ROWS}
          rowId={(row) => String(row.menuId)}
          busy={preview.loading}
          empty={t('retention.none')}
        />
      )}
    </>
  )
}
