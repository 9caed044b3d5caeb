import { ROLE, STAFF_API, type AccessRequest } from '@ibr/contract/staff-client'
import { useMemo } from 'react'
import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components'
import { useSearchParams } from 'react-router'
import { Button } from '../../components/button/button'
import { CallError } from '../../components/call-error/call-error'
import { columnHelper, DataTable } from '../../components/data-table/data-table'
import { toastError, toastSuccess } from '../../components/toast/toasts'
import { useLang, useMessages } from '../../i18n/use-t'
import type { ApiError } from '../../lib/api-error'
import { formatDateTime } from '../../lib/format-date'
import { useStaffMutation } from '../../lib/use-staff-mutation'
import { useStaffQuery } from '../../lib/use-staff-query'
import fieldStyles from '../../components/field/field.module.css'
import buttonStyles from '../../components/button/button.module.css'
import styles from './users.module.css'
import { usersKeys } from './users-keys'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

const PAGE_SIZE = 20
const NO_ROWS: never[] = []
/** The roles an access request can be granted with: the first role, never administrator. */
const GRANTABLE = [
  { code: ROLE.editor, key: 'role.editor' },
  { code: ROLE.reviewer, key: 'role.reviewer' },
  { code: ROLE.conferenceReviewer, key: 'role.conferenceReviewer' },
] as const
const column = columnHelper<AccessRequest>()
const toastFailure = (error: ApiError) => toastError(error.message)

/**
 * People who signed in through single sign-on but have no account here: each can be given an account
 * with a first role in one choice, or dismissed.
 */
export function AccessRequests() {
  const t = useMessages(messages, shared)
  const lang = useLang()
  const [params, setParams] = useSearchParams()
  const page = Math.max(1, Number(params.get('requestsPage')) || 1)
  const list = useStaffQuery(STAFF_API.accessRequestList, { page, pageSize: PAGE_SIZE }, { keepPrevious: true })
  const grant = useStaffMutation(STAFF_API.accessRequestGrant, { invalidates: usersKeys.accessGranted })
  const dismiss = useStaffMutation(STAFF_API.accessRequestDismiss, { invalidates: usersKeys.accessDismissed })
  const working = grant.isPending ? grant.variables?.id : dismiss.isPending ? dismiss.variables?.id : undefined
  const { mutate: grantAs } = grant
  const { mutate: dismissOne } = dismiss
  const columns = useMemo(
    () => [
      column.accessor('username', { header: t('users.username') }),
      column.accessor('name', { header: t('users.name'), cell: (info) => info.getValue() || '—' }),
      column.accessor('attempts', { header: t('requests.attempts') }),
      column.accessor('lastAt', {
        header: t('requests.lastAt'),
        cell: (info) => <time dateTime={info.getValue()}>{formatDateTime(info.getValue(), lang)}</time>,
      }),
      column.accessor('address', { header: t('requests.address') }),
      column.display({
        id: 'actions',
        header: t('requests.actions'),
        cell: ({ row: { original: request } }) => (
          <div className={styles.rowActions}>
            <MenuTrigger>
              <AriaButton
                className={`${buttonStyles.button} ${buttonStyles.primary} ${buttonStyles.small}`}
                isDisabled={working === request.id}
                aria-label={t('requests.grantFor', { username: request.username })}
              >
                {t('requests.grant')} ▾
              </AriaButton>
              <Popover className={fieldStyles.popover}>
                <Menu
                  className={fieldStyles.listBox}
                  onAction={(key) =>
                    grantAs(
                      { id: request.id, role: Number(key) as (typeof GRANTABLE)[number]['code'] },
                      { onSuccess: () => toastSuccess(t('requests.granted', { username: request.username })), onError: toastFailure },
                    )
                  }
                >
                  {GRANTABLE.map((role) => (
                    <MenuItem key={role.code} id={role.code} className={fieldStyles.option}>
                      {t('requests.grantAs', { role: t(role.key) })}
                    </MenuItem>
                  ))}
                </Menu>
              </Popover>
            </MenuTrigger>
            <Button
              size="small"
              isDisabled={working === request.id}
              aria-label={t('requests.dismissFor', { username: request.username })}
              onPress={() =>
                dismissOne(
                  { id: request.id },
                  { onSuccess: () => toastSuccess(t('requests.dismissed', { username: request.username })), onError: toastFailure },
                )
              }
            >
              {t('requests.dismiss')}
            </Button>
          </div>
        ),
      }),
    ],
    [t, lang, working, grantAs, dismissOne],
  )
  if (list.error) return <CallError error={list.error} onRetry={list.reload} />
  return (
    <>
      <p className={styles.tabIntro}>{t('requests.intro')}</p>
      <DataTable
        label={t('requests.tableLabel')}
        columns={columns}
        rows={list.data?.list ?? NO_ROWS}
        rowId={(row) => String(row.id)}
        paging={{
          page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          onPageChange: (next) =>
            setParams((current) => {
              const out = new URLSearchParams(current)
              if (next > 1) out.set('requestsPage', String(next))
              else out.delete('requestsPage')
              return out
            }),
        }}
        busy={list.loading}
        empty={t('requests.none')}
      />
    </>
  )
}
