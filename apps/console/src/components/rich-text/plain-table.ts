import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table'

// Tables as the public sanitiser keeps them: no <colgroup>, widths or alignment styles (it would
// strip them, and the stored body must be what is published), spans only where a cell spans.
const cellAttributes = () => ({
  colspan: { default: 1 },
  rowspan: { default: 1 },
  // ProseMirror's table commands read and write widths; they stay in the editor, not in the HTML.
  colwidth: { default: null, rendered: false },
})
const spans = (attrs: Record<string, unknown>) =>
  Object.fromEntries((['colspan', 'rowspan'] as const).filter((name) => Number(attrs[name]) > 1).map((name) => [name, String(attrs[name])]))

export const PlainTable = Table.extend({
  renderHTML() {
    return ['table', ['tbody', 0]]
  },
}).configure({ resizable: false })

export const PlainTableRow = TableRow

export const PlainTableCell = TableCell.extend({
  addAttributes: cellAttributes,
  renderHTML({ node }) {
    return ['td', spans(node.attrs), 0]
  },
})

export const PlainTableHeader = TableHeader.extend({
  addAttributes: cellAttributes,
  renderHTML({ node }) {
    return ['th', spans(node.attrs), 0]
  },
})
