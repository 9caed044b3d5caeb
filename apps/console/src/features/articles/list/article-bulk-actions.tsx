import { useStore } from '@ibr/ui/create-store'
import { can, STAFF_API, type ArticleBulkAction, type ArticleRow } from '@ibr/contract/staff-client'
import { useState } from 'react'
import type { BulkOutcome } from '../../../components/bulk-outcome/bulk-outcome'
import { runBulk } from '../../../components/bulk-outcome/run-bulk'
import { Button } from '../../../components/button/button'
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog'
import { useMessages, type MessageKey } from '../../../i18n/use-t'
import { api } from '../../../lib/api'
import { sessionStore } from '../../../lib/session-store'
import { messages } from '../messages'
import { messages as shared } from '../../../i18n/shared/messages'
import type { KeyOf } from '@ibr/ui/define-messages'

/** A key of this screen's catalogues or of the shell's. */
type Key = KeyOf<typeof messages | typeof shared> | MessageKey

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
  const t = useMessages(messages, shared)
  const user = useStore(sessionStore, (s) => s.user)
  const [pending, setPending] = useState<ArticleBulkAction | null>(null)
  const [confirmArchive, setConfirmArchive] = useState(false)
  const reviews = can(user, 'content.review')

  async function run(action: ArticleBulkAction) {
    const name = t(LABELS[action])
    const names = new Map(rows.map((r) => [r.id, r.title || t('articles.untitled')]))
    setPending(action)
    const call = () => api.call(STAFF_API.articleBulk, { action, items: rows.map(({ id, version }) => ({ id, version })) })
    const outcome = await runBulk(name, names, call, t('error.unexpected'))
    setPending(null)
    onDone(outcome)
  }

  return (
    <>
      <Button size="small" isPending={pending === 'submit'} onPress={() => void run('submit')}>
        {t('articles.bulkSubmit')}
      </Button>
      {reviews && (
        <>
          <Button size="small" variant="primary" isPending={pending === 'approve'} onPress={() => void run('approve')}>
            {t('articles.bulkApprove')}
          </Button>
          <Button size="small" variant="danger" isPending={pending === 'archive'} onPress={() => setConfirmArchive(true)}>
            {t('articles.bulkArchive')}
          </Button>
          <ConfirmDialog
            title={t('articles.bulkArchiveTitle')}
            confirmLabel={t('articles.bulkArchive')}
            variant="danger"
            isOpen={confirmArchive}
            onOpenChange={setConfirmArchive}
            onConfirm={() => run('archive')}
          >
            <p>{t('articles.bulkArchiveQuestion', { count: rows.length })}</p>
          </ConfirmDialog>
        </>
      )}
    </>
  )
}
