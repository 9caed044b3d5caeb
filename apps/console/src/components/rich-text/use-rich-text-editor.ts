import { htmlLang } from '@ibr/ui/lang-storage'
import type { Lang } from '@ibr/contract/lang'
import { useEditor, type Editor, type UseEditorOptions } from '@tiptap/react'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { cleanPastedHtml } from './clean-pasted-html'
import { richTextExtensions } from './rich-text-extensions'

export interface RichTextEditorOptions {
  value: string
  onChange: (html: string) => void
  lang: Lang
  labelId: string
  describedBy?: string
  invalid?: boolean
  /** Class of the editable element. */
  className?: string
  onLinkShortcut: () => void
  onToolbarShortcut: () => void
  /** A paste left out images or videos (not from the media library), or text a reader would have seen. */
  onPasteDropped: (dropped: { media: number; text: string[] }) => void
}

/** What the editor stores for a document with nothing in it: no `<p></p>`, so a required body reads as empty. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML())

/**
 * The TipTap editor of a controlled field that never resets itself while the person types.
 *
 * Its output goes to `onChange` on every change, synchronously: a debounce would leave the parent
 * holding an older value, which it could hand back. An incoming `value` is applied only when it
 * differs from the editor's own last output (a restored revision, a draft brought back), and never in
 * the middle of an input-method composition: setting content then is what loses or doubles Chinese
 * characters and throws the caret to the end. The editor's options are made once, so re-renders of
 * the page (one per keystroke in a controlled form) never reach ProseMirror either.
 */
export function useRichTextEditor(options: RichTextEditorOptions): Editor {
  const latest = useRef(options)
  useLayoutEffect(() => {
    latest.current = options
  })
  const lastOutput = useRef(options.value)
  const [editorOptions] = useState<UseEditorOptions>(() => ({
    extensions: richTextExtensions({
      onLink: () => latest.current.onLinkShortcut(),
      onToolbar: () => latest.current.onToolbarShortcut(),
    }),
    content: options.value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      // Read at every update of the view, so a change of these never needs new options.
      attributes: () => {
        const { labelId, describedBy, invalid, lang, className } = latest.current
        return {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          'aria-invalid': invalid ? 'true' : 'false',
          lang: htmlLang(lang),
          ...(className ? { class: className } : {}),
        }
      },
      transformPastedHTML: (html) => {
        const cleaned = cleanPastedHtml(html)
        if (cleaned.droppedMedia > 0 || cleaned.droppedText.length > 0) {
          latest.current.onPasteDropped({ media: cleaned.droppedMedia, text: cleaned.droppedText })
        }
        return cleaned.html
      },
    },
    onUpdate: ({ editor }) => {
      const html = htmlOf(editor)
      lastOutput.current = html
      latest.current.onChange(html)
    },
  }))
  const editor = useEditor(editorOptions)

  const { labelId, describedBy, invalid, lang, className } = options
  useEffect(() => {
    // The attributes function above is read again on a view update; this is one that changes nothing else.
    if (!editor.isDestroyed) editor.view.updateState(editor.view.state)
  }, [editor, labelId, describedBy, invalid, lang, className])

  const { value } = options
  useEffect(() => {
    if (value === lastOutput.current) return
    const apply = () => {
      if (editor.isDestroyed || value === lastOutput.current) return true
      if (editor.view.composing) return false
      lastOutput.current = value
      editor.commands.setContent(value, { emitUpdate: false })
      return true
    }
    if (apply()) return
    // Typed text is mid-composition: the value waits for the editor's first transaction after it
    // (ProseMirror dispatches one when it has read the composed text).
    const retry = () => {
      if (apply()) editor.off('transaction', retry)
    }
    editor.on('transaction', retry)
    return () => {
      editor.off('transaction', retry)
    }
  }, [editor, value])

  return editor
}
