import Blockquote from '@tiptap/extension-blockquote'
import Bold from '@tiptap/extension-bold'
import Document from '@tiptap/extension-document'
import HardBreak from '@tiptap/extension-hard-break'
import Heading from '@tiptap/extension-heading'
import Italic from '@tiptap/extension-italic'
import { BulletList, ListItem, ListKeymap, OrderedList } from '@tiptap/extension-list'
import Paragraph from '@tiptap/extension-paragraph'
import Text from '@tiptap/extension-text'
import { Dropcursor, Gapcursor, UndoRedo } from '@tiptap/extensions'
import type { Extensions } from '@tiptap/core'
import { EditorShortcuts, type EditorShortcutsOptions } from './editor-shortcuts'
import { LibraryImage } from './library-image'
import { LibraryVideo } from './library-video'
import { PlainTable, PlainTableCell, PlainTableHeader, PlainTableRow } from './plain-table'
import { SafeLink } from './safe-link'

/** A numbered list without `start` or `type`: the public sanitiser keeps neither. */
const PlainOrderedList = OrderedList.extend({
  renderHTML() {
    return ['ol', 0]
  },
})

/**
 * What a body may hold, and nothing more: each node and mark renders HTML that the public
 * sanitiser (apps/server/src/lib/sanitize.ts) keeps as it is. Headings are h2–h4 because the page's
 * title is its h1. Individual extensions rather than StarterKit, so code blocks, strike-through and
 * rules that the public pages do not style are neither offered nor bundled.
 */
export function richTextExtensions(shortcuts?: Partial<EditorShortcutsOptions>): Extensions {
  return [
    Document,
    Paragraph,
    Text,
    HardBreak,
    Heading.configure({ levels: [2, 3, 4] }),
    Bold,
    Italic,
    Blockquote,
    BulletList,
    PlainOrderedList,
    ListItem,
    ListKeymap,
    SafeLink,
    LibraryImage,
    LibraryVideo,
    PlainTable,
    PlainTableRow,
    PlainTableHeader,
    PlainTableCell,
    UndoRedo,
    Dropcursor,
    Gapcursor,
    EditorShortcuts.configure(shortcuts),
  ]
}
