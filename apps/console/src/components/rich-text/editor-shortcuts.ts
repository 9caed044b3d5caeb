import { Extension } from '@tiptap/core'

/** Key bindings in ProseMirror's notation ('Mod' is Command on a Mac, Control elsewhere). */
export const SHORTCUTS = {
  bold: 'Mod-b',
  italic: 'Mod-i',
  heading2: 'Mod-Alt-2',
  heading3: 'Mod-Alt-3',
  heading4: 'Mod-Alt-4',
  bulletList: 'Mod-Shift-8',
  orderedList: 'Mod-Shift-7',
  blockquote: 'Mod-Shift-b',
  link: 'Mod-k',
  undo: 'Mod-z',
  redo: 'Mod-Shift-z',
  toolbar: 'Alt-F10',
} as const

export interface EditorShortcutsOptions {
  /** Mod-K: the link dialog. */
  onLink: () => void
  /** Alt-F10 (the usual key of editors): to the toolbar, which Tab would only reach backwards. */
  onToolbar: () => void
}

/** The component's own key bindings; TipTap's extensions bring the others listed in SHORTCUTS. */
export const EditorShortcuts = Extension.create<EditorShortcutsOptions>({
  name: 'editorShortcuts',
  addOptions() {
    return { onLink: () => {}, onToolbar: () => {} }
  },
  addKeyboardShortcuts() {
    return {
      [SHORTCUTS.link]: () => {
        this.options.onLink()
        return true
      },
      [SHORTCUTS.toolbar]: () => {
        this.options.onToolbar()
        return true
      },
    }
  },
})
