import type { Editor } from '@tiptap/react'
import { Button, Menu, MenuItem, MenuTrigger, Popover, Tooltip, TooltipTrigger } from 'react-aria-components'
import { useMessages, type MessageKey } from '../../i18n/use-t'
import { TableIcon } from './toolbar-icons'
import styles from './rich-text.module.css'
import { messages } from './messages'
import type { KeyOf } from '@ibr/ui/define-messages'

/** A key of this component's catalogue or of the shell's. */
type Key = KeyOf<typeof messages> | MessageKey

type ChainOf = ReturnType<Editor['chain']>

const ACTIONS: { id: string; label: Key; run: (chain: ChainOf) => ChainOf }[] = [
  { id: 'insert', label: 'richText.tableInsert', run: (c) => c.insertTable({ rows: 3, cols: 3, withHeaderRow: true }) },
  { id: 'addRowBefore', label: 'richText.tableAddRowBefore', run: (c) => c.addRowBefore() },
  { id: 'addRowAfter', label: 'richText.tableAddRowAfter', run: (c) => c.addRowAfter() },
  { id: 'deleteRow', label: 'richText.tableDeleteRow', run: (c) => c.deleteRow() },
  { id: 'addColumnBefore', label: 'richText.tableAddColumnBefore', run: (c) => c.addColumnBefore() },
  { id: 'addColumnAfter', label: 'richText.tableAddColumnAfter', run: (c) => c.addColumnAfter() },
  { id: 'deleteColumn', label: 'richText.tableDeleteColumn', run: (c) => c.deleteColumn() },
  { id: 'toggleHeaderRow', label: 'richText.tableToggleHeaderRow', run: (c) => c.toggleHeaderRow() },
  { id: 'deleteTable', label: 'richText.tableDelete', run: (c) => c.deleteTable() },
]

/**
 * The table commands in one menu: inserting outside a table (a table inside a cell is not
 * offered), the row, column and header commands inside one.
 */
export function TableMenu({ editor, inTable }: { editor: Editor; inTable: boolean }) {
  const t = useMessages(messages)
  const disabledKeys = ACTIONS.filter((a) => (a.id === 'insert') === inTable).map((a) => a.id)
  return (
    <MenuTrigger>
      <TooltipTrigger delay={500} closeDelay={0}>
        <Button aria-label={t('richText.table')} className={styles.toolButton}>
          <TableIcon />
          <span aria-hidden="true" className={styles.caret}>
            ▾
          </span>
        </Button>
        <Tooltip className={styles.tooltip} placement="top" offset={6}>
          {t('richText.table')}
        </Tooltip>
      </TooltipTrigger>
      <Popover className={styles.popover} placement="bottom start">
        <Menu
          className={styles.menu}
          disabledKeys={disabledKeys}
          onAction={(key) => {
            const action = ACTIONS.find((a) => a.id === key)
            if (action) action.run(editor.chain().focus()).run()
          }}
        >
          {ACTIONS.map((action) => (
            <MenuItem key={action.id} id={action.id} className={styles.menuItem}>
              {t(action.label)}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  )
}
