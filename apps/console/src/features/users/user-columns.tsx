import type { Lang } from '@ibr/contract/lang'
import type { UserRow } from '@ibr/contract/staff-client'
import { Link } from 'react-router'
import { columnHelper, type DataColumn } from '../../components/data-table/data-table'
import type { Translate, MessageKey } from '../../i18n/use-t'
import { formatDateTime } from '../../lib/format-date'
import { paths } from '../../lib/paths'
import { roleNames } from './role-names'
import styles from './users.module.css'
import type { messages } from './messages'
import type { messages as shared } from '../../i18n/shared/messages'
import type { KeyOf } from '@ibr/ui/define-messages'

/** A key of this screen's catalogues or of the shell's. */
type Key = KeyOf<typeof messages | typeof shared> | MessageKey

const column = columnHelper<UserRow>()

/** The accounts table's columns; the three the server can order by are sortable. */
export function userColumns(t: Translate<Key>, lang: Lang): DataColumn<UserRow>[] {
  return [
    column.accessor('username', {
      header: t('users.username'),
      enableSorting: true,
      cell: (info) => <Link to={paths.user.getHref(info.row.original.id)}>{info.getValue()}</Link>,
    }),
    column.accessor('name', { header: t('users.name'), enableSorting: true }),
    column.accessor('email', {
      header: t('users.email'),
      cell: (info) => <span className={styles.address}>{info.getValue() ?? '—'}</span>,
    }),
    column.accessor('roles', {
      header: t('users.roles'),
      cell: (info) => {
        const row = info.row.original
        const names = [roleNames(info.getValue(), t, row.userType), ...row.groups.map((g) => `${t('mainRole.groupAdmin')} · ${g.name}`)]
        return names.filter(Boolean).join(t('common.listSeparator')) || '—'
      },
    }),
    column.accessor('source', {
      header: t('users.source'),
      meta: { phone: 'hidden' },
      cell: (info) => t(info.getValue() === 'cas' ? 'source.cas' : 'source.local'),
    }),
    column.accessor('active', {
      header: t('users.status'),
      meta: { phone: 'primary' },
      cell: (info) => (
        <span className={info.getValue() ? styles.active : styles.inactive}>{t(info.getValue() ? 'users.active' : 'users.inactive')}</span>
      ),
    }),
    column.accessor('lastSignInAt', {
      id: 'lastSignIn',
      header: t('users.lastSignIn'),
      enableSorting: true,
      cell: (info) => {
        const time = info.getValue()
        return time ? <time dateTime={time}>{formatDateTime(time, lang)}</time> : t('users.neverSignedIn')
      },
    }),
  ]
}
