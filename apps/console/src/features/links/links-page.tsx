import { can, STAFF_ACCESS, STAFF_API } from '@ibr/contract/staff-client'
import { useStore } from '@ibr/ui/create-store'
import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { Button } from '../../components/button/button'
import { CallError } from '../../components/call-error/call-error'
import { DataTable } from '../../components/data-table/data-table'
import { SelectField } from '../../components/field/select-field'
import { PageHeading } from '../../components/page-heading/page-heading'
import { toastError, toastSuccess } from '../../components/toast/toasts'
import { useLang, useMessages } from '../../i18n/use-t'
import { isApiError } from '../../lib/api-error'
import { formatDateTime } from '../../lib/format-date'
import { sectionChoices } from '../../lib/section-tree'
import { sessionStore } from '../../lib/session-store'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useSections } from '../../lib/use-sections'
import { useStaffMutation } from '../../lib/use-staff-mutation'
import { useStaffQuery } from '../../lib/use-staff-query'
import { linkColumns } from './link-columns'
import styles from './links.module.css'
import { messages } from './messages'

const PAGE_SIZE = 20
const NO_ROWS: never[] = []
const ALL = 'all'

/**
 * The broken links of what the site publishes, by section and item: what went wrong in words, since
 * when; each can be checked again or ignored. Administrators see every one and can check all now; an
 * editor sees those of their sections. The section, the page and whether ignored links are shown
 * live in the address.
 */
export function LinksPage() {
  const t = useMessages(messages)
  const lang = useLang()
  useDocumentTitle(t('links.tableLabel'))
  const [params, setParams] = useSearchParams()
  const page = Math.max(1, Number(params.get('page')) || 1)
  const menuId = Number(params.get('section')) || undefined
  const showIgnored = params.get('show') === 'ignored'
  const list = useStaffQuery(STAFF_API.linksList, { page, pageSize: PAGE_SIZE, menuId, ignored: showIgnored }, { keepPrevious: true })
  const sections = useSections()
  const mayCheckAll = useStore(sessionStore, (s) => can(s.user, STAFF_ACCESS[STAFF_API.linksCheck].permission))
  // A check of every link runs on the server in the background: nothing it answers is stale yet.
  const checkAll = useStaffMutation(STAFF_API.linksCheck, { invalidates: [] })
  const columns = useMemo(() => linkColumns(t, lang), [t, lang])
  const change = (name: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      if (value === null) next.delete(name)
      else next.set(name, value)
      if (name !== 'page') next.delete('page')
      return next
    })
  const sectionOptions = [
    { id: ALL, label: t('links.allSections') },
    ...sectionChoices((sections.data?.sections ?? []).filter((s) => s.write)).map((c) => ({
      id: c.value,
      label: `${'\u00a0\u00a0'.repeat(c.depth ?? 0)}${c.label}`,
    })),
  ]
  const startCheck = () =>
    checkAll.mutate(
      {},
      {
        onSuccess: ({ queued }) => toastSuccess(t(queued ? 'links.checkQueued' : 'links.checkRunning')),
        onError: (error) => toastError(isApiError(error) ? error.message : String(error)),
      },
    )
  const lastRun = list.data?.lastRunAt
  return (
    <>
      <PageHeading
        intro={t(mayCheckAll ? 'links.intro' : 'links.introEditor')}
        actions={
          mayCheckAll && (
            <Button variant="primary" onPress={startCheck} isPending={checkAll.isPending}>
              {t('links.checkAll')}
            </Button>
          )
        }
      >
        {t('links.tableLabel')}
      </PageHeading>
      <p className={styles.lastRun}>{lastRun ? t('links.lastRun', { time: formatDateTime(lastRun, lang) }) : t('links.neverRun')}</p>
      <div className={styles.toolbar}>
        <SelectField
          className={styles.filter}
          label={t('links.section')}
          name="section"
          options={sectionOptions}
          value={menuId ? String(menuId) : ALL}
          onChange={(value) => change('section', value === ALL ? null : value)}
        />
        <SelectField
          className={styles.filter}
          label={t('links.show')}
          name="show"
          options={[
            { id: 'broken', label: t('links.showBroken') },
            { id: 'ignored', label: t('links.showIgnored') },
          ]}
          value={showIgnored ? 'ignored' : 'broken'}
          onChange={(value) => change('show', value === 'ignored' ? 'ignored' : null)}
        />
      </div>
      {list.error ? (
        <CallError error={list.error} onRetry={list.reload} />
      ) : (
        <DataTable
          label={t(showIgnored ? 'links.ignoredTableLabel' : 'links.tableLabel')}
          columns={columns}
          rows={list.data?.list ?? NO_ROWS}
          rowId={(row) => String(row.id)}
          paging={{ page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onPageChange: (next) => change('page', String(next)) }}
          busy={list.loading}
          empty={t(showIgnored ? 'links.noneIgnored' : 'links.none')}
        />
      )}
    </>
  )
}
