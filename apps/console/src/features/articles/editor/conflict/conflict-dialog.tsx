import { STAFF_API, type ConflictDetail } from '@ibr/contract/staff-client'
import { htmlLang } from '@ibr/ui/lang-storage'
import { useMemo, useState } from 'react'
import { Button } from '../../../../components/button/button'
import { CallError } from '../../../../components/call-error/call-error'
import { DialogActions } from '../../../../components/dialog/dialog-actions'
import { ModalDialog } from '../../../../components/dialog/modal-dialog'
import { RadioGroupField } from '../../../../components/field/radio-group-field'
import { Loading } from '../../../../components/loading/loading'
import { useLang, useMessages } from '../../../../i18n/use-t'
import { formatDateTime } from '../../../../lib/format-date'
import { useStaffQuery } from '../../../../lib/use-staff-query'
import { conflictFields, defaultChoices, mergeDoc, type Side } from './conflict-merge'
import { fieldLabel } from '../../field-labels'
import { stateOf, type EditorState } from '../use-editor-state'
import { textLang, valueText } from '../../value-text'
import styles from '../editor.module.css'
import { messages } from '../../messages'
import { messages as editorMessages } from '../messages'
import { messages as shared } from '../../../../i18n/shared/messages'

interface ConflictDialogProps {
  /** The refusal's word on what was saved meanwhile; null: closed. */
  detail: ConflictDetail | null
  state: EditorState
  sectionNames: ReadonlyMap<number, string>
  onClose: () => void
  /** Their version with the fields chosen from mine: the editor takes it and saves it. */
  onSettle: (next: EditorState) => void
}

/**
 * A save refused because someone saved the item meanwhile: their version beside mine, field by field
 * where the two differ, each to take or keep. Nothing is overwritten without this choice.
 */
export function ConflictDialog({ detail, state, sectionNames, onClose, onSettle }: ConflictDialogProps) {
  const t = useMessages(messages, editorMessages, shared)
  const lang = useLang()
  const id = state.article?.id ?? 0
  const theirs = useStaffQuery(detail ? STAFF_API.articleGet : null, { id }, { fresh: true })
  const article = theirs.data?.article
  const fields = useMemo(() => (article ? conflictFields(state.base, state.doc, article.doc) : []), [article, state.base, state.doc])
  const [choices, setChoices] = useState<Record<string, Side>>({})
  const chosen = { ...defaultChoices(fields), ...choices }
  const context = { t, lang, sectionNames }
  const close = () => {
    setChoices({})
    onClose()
  }
  return (
    <ModalDialog title={t('conflict.title')} isOpen={detail !== null} onOpenChange={(open) => !open && close()} role="alertdialog" wide>
      {detail?.savedBy && <p>{t('conflict.intro', { name: detail.savedBy, time: formatDateTime(detail.savedAt, lang) })}</p>}
      {theirs.error ? (
        <CallError error={theirs.error} onRetry={theirs.reload} />
      ) : !article ? (
        <Loading />
      ) : fields.length === 0 ? (
        <p>{t('conflict.none')}</p>
      ) : (
        <ul className={styles.conflictList}>
          {fields.map((field) => (
            <li key={field.path} className={styles.conflictField}>
              <h3 className={styles.conflictName}>
                {fieldLabel(field.path, t)}
                {field.changedHere && <span className={styles.changedHere}>{t('conflict.changedHere')}</span>}
              </h3>
              <div className={styles.sides}>
                {(['theirs', 'mine'] as const).map((side) => (
                  <div key={side} className={styles.side}>
                    <p className={styles.sideName}>{t(side === 'theirs' ? 'conflict.theirs' : 'conflict.mine')}</p>
                    <p className={styles.sideValue} lang={htmlLang(textLang(field.path, lang))}>
                      {valueText(field.path, field[side], context) || t('conflict.empty')}
                    </p>
                  </div>
                ))}
              </div>
              <RadioGroupField
                label={t('conflict.choice', { field: fieldLabel(field.path, t) })}
                name={`keep-${field.path}`}
                value={chosen[field.path] ?? 'theirs'}
                onChange={(side) => setChoices((c) => ({ ...c, [field.path]: side as Side }))}
                options={[
                  { id: 'theirs', label: t('conflict.takeTheirs') },
                  { id: 'mine', label: t('conflict.keepMine') },
                ]}
              />
            </li>
          ))}
        </ul>
      )}
      <DialogActions>
        <Button onPress={close}>{t('conflict.continue')}</Button>
        <Button
          variant="primary"
          isDisabled={!article}
          onPress={() => {
            if (!article) return
            const next = { ...stateOf(article), doc: mergeDoc(article.doc, fields, chosen) }
            setChoices({})
            onSettle(next)
          }}
        >
          {t('conflict.apply')}
        </Button>
      </DialogActions>
    </ModalDialog>
  )
}
