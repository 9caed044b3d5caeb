import { useEditorState, type Editor } from '@tiptap/react'
import type { Ref } from 'react'
import { Separator, Toolbar } from 'react-aria-components'
import { useMessages } from '../../i18n/use-t'
import { SHORTCUTS } from './editor-shortcuts'
import { TableMenu } from './table-menu'
import { ToolbarButton } from './toolbar-button'
import {
  BoldIcon,
  BulletListIcon,
  HeadingIcon,
  ImageIcon,
  ItalicIcon,
  LinkIcon,
  OrderedListIcon,
  QuoteIcon,
  RedoIcon,
  UndoIcon,
  VideoIcon,
} from './toolbar-icons'
import styles from './rich-text.module.css'
import { messages } from './messages'

type ChainOf = ReturnType<Editor['chain']>

interface RichTextToolbarProps {
  editor: Editor
  /** The field's label: the toolbar is named after it (two editors sit side by side). */
  label: string
  toolbarRef: Ref<HTMLDivElement>
  onLink: () => void
  onImage?: () => void
  onVideo?: () => void
}

const HEADINGS = [
  { level: 2, label: 'richText.heading2', shortcut: SHORTCUTS.heading2 },
  { level: 3, label: 'richText.heading3', shortcut: SHORTCUTS.heading3 },
  { level: 4, label: 'richText.heading4', shortcut: SHORTCUTS.heading4 },
] as const

/**
 * The formatting toolbar: one tab stop, arrow keys between its buttons (React Aria's Toolbar),
 * toggles that say whether they apply at the cursor (aria-pressed), Escape back to the text.
 */
export function RichTextToolbar({ editor, label, toolbarRef, onLink, onImage, onVideo }: RichTextToolbarProps) {
  const t = useMessages(messages)
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      heading2: e.isActive('heading', { level: 2 }),
      heading3: e.isActive('heading', { level: 3 }),
      heading4: e.isActive('heading', { level: 4 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      inTable: e.isActive('table'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  })
  const run = (command: (chain: ChainOf) => ChainOf) => command(editor.chain().focus()).run()

  return (
    <Toolbar ref={toolbarRef} aria-label={t('richText.toolbar', { label })} className={styles.toolbar}>
      <ToolbarButton
        label={t('richText.bold')}
        shortcut={SHORTCUTS.bold}
        isSelected={state.bold}
        onPress={() => run((c) => c.toggleBold())}
      >
        <BoldIcon />
      </ToolbarButton>
      <ToolbarButton
        label={t('richText.italic')}
        shortcut={SHORTCUTS.italic}
        isSelected={state.italic}
        onPress={() => run((c) => c.toggleItalic())}
      >
        <ItalicIcon />
      </ToolbarButton>
      <Separator orientation="vertical" className={styles.separator} />
      {HEADINGS.map(({ level, label: key, shortcut }) => (
        <ToolbarButton
          key={level}
          label={t(key)}
          shortcut={shortcut}
          isSelected={state[`heading${level}`]}
          onPress={() => run((c) => c.toggleHeading({ level }))}
        >
          <HeadingIcon level={level} />
        </ToolbarButton>
      ))}
      <Separator orientation="vertical" className={styles.separator} />
      <ToolbarButton
        label={t('richText.bulletList')}
        shortcut={SHORTCUTS.bulletList}
        isSelected={state.bulletList}
        onPress={() => run((c) => c.toggleBulletList())}
      >
        <BulletListIcon />
      </ToolbarButton>
      <ToolbarButton
        label={t('richText.orderedList')}
        shortcut={SHORTCUTS.orderedList}
        isSelected={state.orderedList}
        onPress={() => run((c) => c.toggleOrderedList())}
      >
        <OrderedListIcon />
      </ToolbarButton>
      <ToolbarButton
        label={t('richText.blockquote')}
        shortcut={SHORTCUTS.blockquote}
        isSelected={state.blockquote}
        onPress={() => run((c) => c.toggleBlockquote())}
      >
        <QuoteIcon />
      </ToolbarButton>
      <Separator orientation="vertical" className={styles.separator} />
      <ToolbarButton label={t('richText.link')} shortcut={SHORTCUTS.link} isSelected={state.link} onPress={onLink}>
        <LinkIcon />
      </ToolbarButton>
      {onImage && (
        <ToolbarButton label={t('richText.image')} onPress={onImage}>
          <ImageIcon />
        </ToolbarButton>
      )}
      {onVideo && (
        <ToolbarButton label={t('richText.video')} onPress={onVideo}>
          <VideoIcon />
        </ToolbarButton>
      )}
      <TableMenu editor={editor} inTable={state.inTable} />
      <Separator orientation="vertical" className={styles.separator} />
      <ToolbarButton label={t('richText.undo')} shortcut={SHORTCUTS.undo} isDisabled={!state.canUndo} onPress={() => run((c) => c.undo())}>
        <UndoIcon />
      </ToolbarButton>
      <ToolbarButton label={t('richText.redo')} shortcut={SHORTCUTS.redo} isDisabled={!state.canRedo} onPress={() => run((c) => c.redo())}>
        <RedoIcon />
      </ToolbarButton>
    </Toolbar>
  )
}
