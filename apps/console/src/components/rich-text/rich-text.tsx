import type { Lang } from '@ibr/contract/lang'
import { EditorContent } from '@tiptap/react'
import { useId, useRef, useState } from 'react'
import { useLang, useMessages } from '../../i18n/use-t'
import { useImageRetry } from '../../lib/image-retry'
import { Button } from '../button/button'
import { LinkDialog } from './link-dialog'
import { isLibraryImageSrc, isLibraryVideoSrc } from './media-src'
import { RichTextToolbar } from './rich-text-toolbar'
import { useRichTextEditor } from './use-rich-text-editor'
import styles from './rich-text.module.css'
import { messages } from './messages'

export interface RichTextProps {
  /** The body as HTML ('' when empty). */
  value: string
  /** Every change, as HTML the public sanitiser keeps as it is. */
  onChange: (html: string) => void
  /** The field's visible name; the editable area and its toolbar are named by it. */
  label: string
  /** The language of the text (not of the console): for input methods, spelling and screen readers. */
  lang: Lang
  invalid?: boolean
  /** Id of the element that describes the field (its error, its help). */
  describedBy?: string
  /** Chooses an image in the media library; null when the person cancels. */
  pickImage?: () => Promise<{ src: string; alt: string } | null>
  /** Chooses a video in the media library; null when the person cancels. */
  pickVideo?: () => Promise<{ src: string; poster?: string } | null>
}

/**
 * A rich-text field on TipTap: headings, lists, bold, italic, links, library images and videos,
 * tables and quotes, with paste from Word, Google Docs and web pages cleaned to the same.
 */
export function RichText({ value, onChange, label, lang, invalid = false, describedBy, pickImage, pickVideo }: RichTextProps) {
  const t = useMessages(messages)
  const uiLang = useLang()
  const labelId = useId()
  const noticeId = useId()
  const toolbarRef = useRef<HTMLDivElement>(null)
  // An image shed by a busy server (503) is loaded once more after the advised delay, not left broken.
  const frameRef = useRef<HTMLDivElement>(null)
  useImageRetry(frameRef)
  const [linkOpen, setLinkOpen] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const editor = useRichTextEditor({
    value,
    onChange,
    lang,
    labelId,
    describedBy: [describedBy, notice ? noticeId : undefined].filter(Boolean).join(' ') || undefined,
    invalid,
    className: styles.editable,
    onLinkShortcut: () => setLinkOpen(true),
    onToolbarShortcut: () => toolbarRef.current?.querySelector<HTMLElement>('button:not([disabled])')?.focus(),
    onPasteDropped: ({ media, text }) =>
      setNotice(
        [
          media > 0 ? t('richText.pastedMediaDropped', { count: media }) : '',
          text.length > 0 ? t('richText.pastedTextDropped', { text: text.map((s) => `“${s}”`).join(uiLang === 'zh' ? '、' : ', ') }) : '',
        ]
          .filter(Boolean)
          .join(' '),
      ),
  })

  const insertImage = async () => {
    const picked = await pickImage!()
    if (!picked) return editor.commands.focus()
    if (!isLibraryImageSrc(picked.src)) return setNotice(t('richText.mediaRefused'))
    editor.chain().focus().setImage({ src: picked.src, alt: picked.alt }).run()
  }
  const insertVideo = async () => {
    const picked = await pickVideo!()
    if (!picked) return editor.commands.focus()
    if (!isLibraryVideoSrc(picked.src)) return setNotice(t('richText.mediaRefused'))
    const poster = picked.poster && isLibraryImageSrc(picked.poster) ? picked.poster : null
    editor
      .chain()
      .focus()
      .insertContent({ type: 'video', attrs: { src: picked.src, poster } })
      .run()
  }

  return (
    <div className={`${styles.field} ${invalid ? styles.invalid : ''}`}>
      {/* A contenteditable cannot be a <label>'s control: the label names it by id, and a click on it focuses the text. */}
      <span id={labelId} className={styles.label} onClick={() => editor.commands.focus()}>
        {label}
      </span>
      {/* Escape in the toolbar goes back to the text (Alt+F10 came from there); caught before the
          open tooltip takes the key for itself. */}
      <div
        ref={frameRef}
        className={styles.frame}
        onKeyDownCapture={(event) => {
          if (event.key === 'Escape' && toolbarRef.current?.contains(event.target as Node)) editor.commands.focus()
        }}
      >
        <RichTextToolbar
          editor={editor}
          label={label}
          toolbarRef={toolbarRef}
          onLink={() => setLinkOpen(true)}
          onImage={pickImage && (() => void insertImage())}
          onVideo={pickVideo && (() => void insertVideo())}
        />
        <EditorContent editor={editor} className={styles.content} />
      </div>
      <div role="status" className={styles.noticeRegion}>
        {notice && (
          <p id={noticeId} className={styles.notice}>
            <span>{notice}</span>
            <Button variant="quiet" size="small" onPress={() => setNotice(null)}>
              {t('richText.dismiss')}
            </Button>
          </p>
        )}
      </div>
      <LinkDialog editor={editor} isOpen={linkOpen} onOpenChange={setLinkOpen} />
    </div>
  )
}
