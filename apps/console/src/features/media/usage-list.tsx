import type { MediaUsage } from '@ibr/contract/staff-client'
import { Link } from 'react-router'
import { useMessages } from '../../i18n/use-t'
import { paths } from '../../lib/paths'
import styles from './media.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

/** Everything that uses a file: what it is, its title (a link to edit an article), which fields, which copies. */
export function UsageList({ usages }: { usages: readonly MediaUsage[] }) {
  const t = useMessages(messages, shared)
  if (usages.length === 0) return <p className={styles.help}>{t('media.usages.none')}</p>
  return (
    <ul className={styles.usages}>
      {usages.map((usage) => {
        const title = usage.title || t('media.usage.untitled', { id: usage.id })
        const where = [
          ...usage.fields.map((field) => t(`media.usage.field.${field}`)),
          ...(usage.entity === 'article' ? usage.copies.map((copy) => t(`media.usage.copy.${copy}`)) : []),
        ].join(t('common.listSeparator'))
        return (
          <li key={`${usage.entity} ${usage.id}`}>
            <span className={styles.usageKind}>{t(`media.usage.entity.${usage.entity}`)}</span>{' '}
            {usage.entity === 'article' ? <Link to={paths.article.getHref(usage.id)}>{title}</Link> : <span>{title}</span>}{' '}
            <span className={styles.usageWhere}>({where})</span>
          </li>
        )
      })}
    </ul>
  )
}
