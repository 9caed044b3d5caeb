import { SplitLayout } from '../../components/side-panel/side-panel'
import { STAFF_API } from '@ibr/contract/staff-client'
import { useMemo, useRef } from 'react'
import { useSearchParams } from 'react-router'
import { CallError } from '../../components/call-error/call-error'
import { DataTable } from '../../components/data-table/data-table'
import { PageHeading } from '../../components/page-heading/page-heading'
import { useLang, useMessages } from '../../i18n/use-t'
import { useStaffQuery } from '../../lib/use-staff-query'
import { useDocumentTitle } from '../../lib/use-document-title'
import { mailColumns } from './mail-columns'
import { MailDetail } from './mail-detail'
import { MAIL_PAGE_SIZE, readMailQuery, writeMailQuery } from './mail-query'
import styles from './mail.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

const NO_ROWS: never[] = []

/**
 * Every message the site sent or is to send, newest first: where each stands, and one opened beside
 * the list to read it or, when it failed, send it again. Without an SMTP server this is the outbox.
 */
export function MailPage() {
  const t = useMessages(messages, shared)
  const lang = useLang()
  useDocumentTitle(t('mail.title'))
  const [params, setParams] = useSearchParams()
  const query = readMailQuery(params)
  const list = useStaffQuery(STAFF_API.mailOutbox, { page: query.page, pageSize: MAIL_PAGE_SIZE }, { keepPrevious: true })
  const columns = useMemo(
    () => mailColumns(t, lang, (id) => `?${writeMailQuery(params, { message: id }).toString()}`, query.message),
    [t, lang, params, query.message],
  )
  const open = list.data?.list.find((message) => message.id === query.message)
  const listElement = useRef<HTMLElement>(null)
  // The panel's close button goes with it: focus returns to the list.
  const close = () => {
    setParams((current) => writeMailQuery(current, { message: null }))
    listElement.current?.focus()
  }
  return (
    <>
      <PageHeading intro={t('mail.intro')}>{t('mail.title')}</PageHeading>
      <SplitLayout>
        <section ref={listElement} tabIndex={-1} className={styles.list} aria-label={t('mail.listLabel')}>
          {list.error ? (
            <CallError error={list.error} onRetry={list.reload} />
          ) : (
            <DataTable
              label={t('mail.tableLabel')}
              columns={columns}
              rows={list.data?.list ?? NO_ROWS}
              rowId={(row) => String(row.id)}
              paging={{
                page: query.page,
                pageSize: MAIL_PAGE_SIZE,
                total: list.data?.total ?? 0,
                onPageChange: (page) => setParams((current) => writeMailQuery(current, { page })),
              }}
              busy={list.loading}
              empty={t('mail.none')}
            />
          )}
        </section>
        {open && <MailDetail key={open.id} message={open} onClose={close} />}
      </SplitLayout>
    </>
  )
}
