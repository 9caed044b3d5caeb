import type { Lang } from '@ibr/contract/lang'
import { CONTENT_LANGS, type ArticleEditable } from '@ibr/contract/staff-client'
import { useState } from 'react'
import { MissingAltNotice } from '../../../components/alt-text/missing-alt-notice'
import { Button } from '../../../components/button/button'
import { DialogActions } from '../../../components/dialog/dialog-actions'
import { ModalDialog } from '../../../components/dialog/modal-dialog'
import { FormStatus } from '../../../components/form-status/form-status'
import { CheckboxGroupField } from '../../../components/field/checkbox-group-field'
import { useMessages } from '../../../i18n/use-t'
import { imagesOf } from './doc-images'
import { langName } from '../field-labels'
import { messages } from '../messages'
import { messages as editorMessages } from './messages'
import { messages as shared } from '../../../i18n/shared/messages'

/** The languages an approval can publish: those with a title and a change waiting (in review, or a draft). */
export const approvableLangs = (article: ArticleEditable): Lang[] =>
  CONTENT_LANGS.filter(
    (lang) => article.doc[lang].title.trim() !== '' && (article.states[lang] === 'review' || article.states[lang] === 'draft'),
  )

interface ApproveDialogProps {
  article: ArticleEditable
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  /** The server's refusal of the last try, said in the dialog (the form behind it is hidden meanwhile). */
  problem: string | null
  onApprove: (langs: Lang[]) => Promise<boolean>
}

/** Approve and publish, language by language: by default every language that can be published. */
export function ApproveDialog({ article, isOpen, onOpenChange, problem, onApprove }: ApproveDialogProps) {
  const t = useMessages(messages, editorMessages, shared)
  const langs = approvableLangs(article)
  const [chosen, setChosen] = useState<string[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const value = chosen ?? langs
  const close = () => {
    setChosen(null)
    setError(null)
    onOpenChange(false)
  }
  return (
    <ModalDialog title={t('editor.approveTitle')} isOpen={isOpen} onOpenChange={(open) => (open ? onOpenChange(true) : close())}>
      {article.ownChange && article.may.approveOwn && <p>{t('editor.approveOwnAdmin')}</p>}
      <CheckboxGroupField
        label={t('editor.approveLangs')}
        name="langs"
        choices={langs.map((lang) => ({ value: lang, label: langName(lang, t) }))}
        value={value}
        onChange={(next) => {
          setChosen(next)
          setError(null)
        }}
        description={t('editor.approveHelp')}
        error={error}
        none={t('editor.approveNone')}
        inline
      />
      {/* The reviewer gives what approval would refuse for, then approves. */}
      <MissingAltNotice ids={imagesOf(article.doc)} />
      <FormStatus error={problem} />
      <DialogActions>
        <Button onPress={close}>{t('common.cancel')}</Button>
        <Button
          variant="primary"
          isDisabled={langs.length === 0}
          onPress={async () => {
            if (value.length === 0) return setError(t('editor.approveLangsMissing'))
            if (await onApprove(value as Lang[])) close()
          }}
        >
          {t('editor.approve')}
        </Button>
      </DialogActions>
    </ModalDialog>
  )
}
