import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditEntity, type AuditRow } from '@ibr/contract/staff-client'
import type { Lang } from '@ibr/contract/lang'
import { columnHelper, type DataColumn } from '../../components/data-table/data-table'
import type { Translate, MessageKey } from '../../i18n/use-t'
import { formatDateTime } from '../../lib/format-date'
import { changeText, type ChangeWords } from './audit-change'
import { roleKey, type SummaryNames } from './audit-summary'
import styles from './audit.module.css'
import type { messages } from './messages'
import type { messages as shared } from '../../i18n/shared/messages'
import type { KeyOf } from '@ibr/ui/define-messages'

/** A key of this screen's catalogues, of the shared one or of the shell's. */
type Key = KeyOf<typeof messages> | KeyOf<typeof shared> | MessageKey

/** The names the server's scheduled jobs and command line record as the person: nobody did it by hand. */
const AUTOMATIC = new Set(['retention', 'cli', 'system', 'scheduler'])

const column = columnHelper<AuditRow>()
const isAction = (value: string): value is AuditAction => AUDIT_ACTIONS.some((a) => a === value)
const isEntity = (value: string): value is AuditEntity => AUDIT_ENTITIES.some((e) => e === value)

/** Where the server's own jobs record having acted from, in place of an address. */
const PLACES: Record<string, Key> = { 'scheduled job': 'audit.place.job', 'command line': 'audit.place.cli' }
const placeOf = (address: string, t: Translate<Key>) => (PLACES[address] ? t(PLACES[address]) : address)

/** The names the log's codes stand for, from the options the server lists. */
export type AuditNames = Pick<SummaryNames, 'section' | 'conference' | 'team'>

/** The log's columns, latest entry first as the server orders them. */
export function auditColumns(t: Translate<Key>, lang: Lang, scopes: AuditNames): DataColumn<AuditRow>[] {
  const names: ChangeWords = {
    role: (code) => {
      const key = roleKey(code)
      return key && t(key)
    },
    ...scopes,
    time: (iso) => formatDateTime(iso, lang),
    label: (word) => t(`audit.summary.${word}`),
    text: (key, params) => t(key as Key, params),
  }
  return [
    column.accessor('time', {
      header: t('audit.time'),
      cell: (info) => (
        <time dateTime={info.getValue()} className={styles.nowrap}>
          {formatDateTime(info.getValue(), lang)}
        </time>
      ),
    }),
    column.accessor('username', {
      header: t('audit.person'),
      cell: (info) =>
        AUTOMATIC.has(info.getValue()) ? t(`audit.automatic.${info.getValue() === 'cli' ? 'cli' : 'job'}`) : info.getValue(),
    }),
    // Actions the console does not know yet (from newer parts of the server) are shown as recorded.
    column.accessor('action', {
      header: t('audit.action'),
      meta: { phone: 'primary' },
      cell: (info) => {
        const action = info.getValue()
        return isAction(action) ? t(`audit.action.${action}`) : action
      },
    }),
    column.accessor('entity', {
      header: t('audit.entity'),
      cell: ({ row: { original: row } }) => {
        const entity = isEntity(row.entity) ? t(`audit.entityName.${row.entity}`) : row.entity
        // A conference by its name, as everywhere else in the console; its number only when the name is not known.
        const name = row.entity === 'conference' && row.entityId ? scopes.conference(Number(row.entityId)) : undefined
        if (name) return t('audit.entityNamed', { entity, name })
        return row.entityId ? `${entity} #${row.entityId}` : entity
      },
    }),
    column.accessor('summary', {
      header: t('audit.summary'),
      cell: ({ row: { original: row } }) => <span className={styles.summary}>{changeText(row, names)}</span>,
    }),
    column.accessor('address', {
      header: t('audit.address'),
      cell: (info) => <span className={styles.nowrap}>{placeOf(info.getValue(), t)}</span>,
    }),
  ]
}
