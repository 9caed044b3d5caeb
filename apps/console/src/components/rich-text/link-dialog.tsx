import type { Editor } from '@tiptap/react'
import { useState, type FormEvent } from 'react'
import { Button } from '../button/button'
import { DialogActions } from '../dialog/dialog-actions'
import { ModalDialog } from '../dialog/modal-dialog'
import { TextField } from '../field/text-field'
import { useMessages } from '../../i18n/use-t'
import { normaliseHref } from './link-href'
import styles from './rich-text.module.css'
import { messages } from './messages'

interface LinkDialogProps {
  editor: Editor
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
}

/** Adds a link to the selection (or new linked text at the cursor), edits or removes the one at the cursor. */
export function LinkDialog({ editor, isOpen, onOpenChange }: LinkDialogProps) {
  const t = useMessages(messages)
  const editing = isOpen && editor.isActive('link')
  return (
    <ModalDialog title={t(editing ? 'richText.linkEdit' : 'richText.linkAdd')} isOpen={isOpen} onOpenChange={onOpenChange}>
      {isOpen && <LinkForm editor={editor} onDone={() => onOpenChange(false)} />}
    </ModalDialog>
  )
}

function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const t = useMessages(messages)
  // Read once, when the dialog opens: the editor does not change while it is open.
  const [existing] = useState(() => (editor.getAttributes('link').href as string | undefined) ?? null)
  const [hasSelection] = useState(() => !editor.state.selection.empty)
  const [href, setHref] = useState(existing ?? '')
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const url = normaliseHref(href)
    if (!url) return setError(t('richText.linkInvalid'))
    const chain = editor.chain().focus()
    if (existing) chain.extendMarkRange('link').setLink({ href: url }).run()
    else if (hasSelection) chain.setLink({ href: url }).run()
    else chain.insertContent({ type: 'text', text: text.trim() || url, marks: [{ type: 'link', attrs: { href: url } }] }).run()
    onDone()
  }
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run()
    onDone()
  }

  return (
    <form onSubmit={submit} noValidate className={styles.linkForm}>
      <TextField
        label={t('richText.linkUrl')}
        name="href"
        value={href}
        onChange={(value) => {
          setHref(value)
          setError(null)
        }}
        description={t('richText.linkUrlHelp')}
        error={error}
        isRequired
        autoFocus
      />
      {!existing && !hasSelection && <TextField label={t('richText.linkText')} name="text" value={text} onChange={setText} />}
      <DialogActions>
        {existing && (
          <Button variant="danger" onPress={remove}>
            {t('richText.linkRemove')}
          </Button>
        )}
        <Button onPress={onDone}>{t('common.cancel')}</Button>
        <Button variant="primary" type="submit">
          {t('richText.linkApply')}
        </Button>
      </DialogActions>
    </form>
  )
}
