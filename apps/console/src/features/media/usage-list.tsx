import type { MediaUsage } from '@ibr/contract/staff-client'
import { Link } from 'react-router'
import { useMessages } from '../../i18n/use-t'
import { paths } from '../../lib/paths'
import styles from './media.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

const RECORDS = ['team', 'facility', 'faq', 'quickLink'] as const
const isRecord = (entity: MediaUsage['entity']): entity is (typeof RECORDS)[number] => (RECORDS as readonly string[]).includes(entity)

/** Where the thing is edited, when the console has a page for it by this id. */
function editHref({ entity, id }: MediaUsage): string | undefined {
  if (entity === 'article') return paths.article.getHref(id)
  if (entity === 'siteSettings') return paths.siteSettings.getHref()
  if (isRecord(entity)) return paths.record.getHref(entity, id)
  return undefined
}

/** Everything that uses a file: what it is, its title (a link to where it is edited), which fields, which copies. */
export function UsageList({ usages }: { usages: readonly MediaUsage[] }) {
  const t = useMessages(messages, shared)
  if (usages.length === 0) return <p className={styles.help}>{t('media.usages.none')}</p>
  return (
    <ul className={styles.usages}>
      {usages.map((usage) => {
        const title = usage.title || t('media.usage.untitled', { id: usage.id })
        const where = [
          ...usage.fields.map((field) => t(`media.usage.field.${field}`)),
          // Which copy matters where there are two: an article's, or a record's working copy beside its public row.
          ...(usage.entity === 'article' || usage.copies.includes('working')
            ? usage.copies.map((copy) => t(`media.usage.copy.${copy}`))
            : []),
        ].join(t('common.listSeparator'))
        const href = editHref(usage)
        return (
          <li key={`${usage.entity} ${usage.id}`}>
            <span className={styles.usageKind}>{t(`media.usage.entity.${usage.entity}`)}</span>{' '}
            {href ? <Link to={href}>{title}</Link> : <span>{title}</span>} <span className={styles.usageWhere}>({where})</span>
          </li>
        )
      })}
    </ul>
  )
}
