import { useStore } from '@ibr/ui/create-store'
import { can, STAFF_API, type ArticleBulkAction, type ArticleRow } from '@ibr/contract/staff-client'
import type { BulkOutcome } from '../../../components/bulk-outcome/bulk-outcome'
import { BulkActionButton } from '../../../components/bulk-outcome/bulk-action-button'
import { useBulkAction } from '../../../components/bulk-outcome/use-bulk-action'
import { useMessages, type MessageKey } from '../../../i18n/use-t'
import { sessionStore } from '../../../lib/session-store'
import { articlesKeys } from '../articles-keys'
import { messages } from '../messages'
import { messages as listMessages } from './messages'
import { messages as shared } from '../../../i18n/shared/messages'
import type { KeyOf } from '@ibr/ui/define-messages'

/** A key of this screen's catalogues or of the shell's. */
type Key = KeyOf<typeof messages | typeof listMessages | typeof shared> | MessageKey

const LABELS: Record<ArticleBulkAction, Key> = {
  submit: 'articles.bulkSubmit',
  approve: 'articles.bulkApprove',
  archive: 'articles.bulkArchive',
}

/**
 * The workflow steps on the rows picked, each item with the version the list showed; approving and
 * archiving are offered to reviewers only (the server checks every item all the same).
 */
export function ArticleBulkActions({ rows, onDone }: { rows: readonly ArticleRow[]; onDone: (outcome: BulkOutcome) => void }) {
  const t = useMessages(messages, listMessages, shared)
  const user = useStore(sessionStore, (s) => s.user)
  const bulk = useBulkAction(STAFF_API.articleBulk, { invalidates: articlesKeys.items, done: onDone })
  const reviews = can(user, 'content.review')

  const run = (action: ArticleBulkAction) => () =>
    bulk.run(t(LABELS[action]), new Map(rows.map((r) => [r.id, r.title || t('articles.untitled')])), {
      action,
      items: rows.map(({ id, version }) => ({ id, version })),
    })
  const pending = (action: ArticleBulkAction) => bulk.pending?.action === action

  return (
    <>
      <BulkActionButton label={t('articles.bulkSubmit')} pending={pending('submit')} onRun={run('submit')} />
      {reviews && (
        <>
          <BulkActionButton label={t('articles.bulkApprove')} variant="primary" pending={pending('approve')} onRun={run('approve')} />
          <BulkActionButton
            label={t('articles.bulkArchive')}
            variant="danger"
            pending={pending('archive')}
            onRun={run('archive')}
            confirm={{ title: t('articles.bulkArchiveTitle'), content: <p>{t('articles.bulkArchiveQuestion', { count: rows.length })}</p> }}
          />
        </>
      )}
    </>
  )
}
