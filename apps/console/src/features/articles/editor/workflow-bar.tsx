import type { ArticleEditable } from '@ibr/contract/staff-client'
import type { ReactNode } from 'react'
import { Button } from '../../../components/button/button'
import { useMessages } from '../../../i18n/use-t'
import { useNarrowScreen } from '../../../lib/use-narrow-screen'
import { approvableLangs } from './approve-dialog'
import type { Action } from './use-workflow'
import { WorkflowMenu, type WorkflowAction } from './workflow-menu'
import styles from './editor.module.css'
import { messages } from '../messages'
import { messages as editorMessages } from './messages'
import { messages as shared } from '../../../i18n/shared/messages'

export type Dialog = 'approve' | 'reject' | 'archive' | 'preview'

interface WorkflowBarProps {
  article: ArticleEditable | null
  dirty: boolean
  pending: Action | null
  onSave: () => void
  onSubmit: () => void
  onOpen: (dialog: Dialog) => void
  /** Whether the working copy is kept on the server. */
  autosave?: ReactNode
}

/**
 * The item's actions, as this person may take them now: save and submit for its editors; approve,
 * send back and archive for its reviewers, once the changes on screen are saved (a reviewer approves
 * what is saved, not what is typed); a preview link of the saved working copy.
 */
export function WorkflowBar({ article, dirty, pending, onSave, onSubmit, onOpen, autosave }: WorkflowBarProps) {
  const t = useMessages(messages, editorMessages, shared)
  const may = article?.may ?? { write: true, review: false, approveOwn: false }
  const states = article ? Object.values(article.states) : []
  const ownRefused = Boolean(article?.ownChange && !may.approveOwn)
  const canApprove = may.review && article !== null && approvableLangs(article).length > 0
  const canReject = may.review && states.includes('review')
  const canArchive = may.review && article !== null && article.status !== 'archived'
  const phone = useNarrowScreen()
  const offered: (WorkflowAction | false)[] = [
    may.write && { id: 'save', label: t('editor.save'), isDisabled: false, run: onSave },
    may.write &&
      article !== null && { id: 'submit', label: t('editor.submit'), isDisabled: !dirty && !states.includes('draft'), run: onSubmit },
    canApprove && { id: 'approve', label: t('editor.approve'), isDisabled: dirty || ownRefused, run: () => onOpen('approve') },
    canReject && { id: 'reject', label: t('editor.reject'), isDisabled: dirty, run: () => onOpen('reject') },
    article !== null && { id: 'preview', label: t('editor.preview'), isDisabled: false, run: () => onOpen('preview') },
    canArchive && { id: 'archive', label: t('editor.archive'), isDisabled: dirty, run: () => onOpen('archive') },
  ]
  const actions = offered.filter((action) => action !== false)
  // On a phone the bar is one row: the person's next step as a button (saving while there are unsaved
  // changes, else approving what waits for them, else submitting a draft), the rest in a menu.
  const next = dirty
    ? actions.find((action) => action.id === 'save')
    : (['approve', 'submit', 'save'].map((id) => actions.find((action) => action.id === id && !action.isDisabled)).find(Boolean) ??
      actions.find((action) => action.id === 'save'))
  return (
    <div className={styles.workflow} role="group" aria-label={t('editor.workflow')}>
      {phone ? (
        <>
          {next && (
            <Button
              variant="primary"
              onPress={next.run}
              isDisabled={next.isDisabled}
              isPending={pending === next.id}
              aria-keyshortcuts={next.id === 'save' ? 'Control+S Meta+S' : undefined}
            >
              {next.label}
            </Button>
          )}
          <WorkflowMenu actions={actions.filter((action) => action !== next)} isBusy={pending !== null} />
        </>
      ) : (
        <>
          {may.write && (
            <>
              <Button variant="primary" onPress={onSave} isPending={pending === 'save'} aria-keyshortcuts="Control+S Meta+S">
                {t('editor.save')}
              </Button>
              {article && (
                <Button onPress={onSubmit} isPending={pending === 'submit'} isDisabled={!dirty && !states.includes('draft')}>
                  {t('editor.submit')}
                </Button>
              )}
            </>
          )}
          {canApprove && (
            <Button onPress={() => onOpen('approve')} isDisabled={dirty || ownRefused} isPending={pending === 'approve'}>
              {t('editor.approve')}
            </Button>
          )}
          {canReject && (
            <Button onPress={() => onOpen('reject')} isDisabled={dirty} isPending={pending === 'reject'}>
              {t('editor.reject')}
            </Button>
          )}
          {article && (
            <Button onPress={() => onOpen('preview')} variant="quiet">
              {t('editor.preview')}
            </Button>
          )}
          {canArchive && (
            <Button onPress={() => onOpen('archive')} variant="quiet" isDisabled={dirty} isPending={pending === 'archive'}>
              {t('editor.archive')}
            </Button>
          )}
        </>
      )}
      <p className={styles.workflowNote} role="status">
        {dirty ? t('editor.unsaved') : ''}
        {dirty && (canApprove || canReject || canArchive) ? ` · ${t('editor.saveFirst')}` : ''}
        {!dirty && canApprove && ownRefused ? t('editor.approveOwnRefused') : ''}
      </p>
      {autosave}
    </div>
  )
}
