import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components'
import buttonStyles from '../../../components/button/button.module.css'
import fieldStyles from '../../../components/field/field.module.css'
import { useMessages } from '../../../i18n/use-t'
import styles from './editor.module.css'
import { messages } from '../messages'
import { messages as editorMessages } from './messages'
import { messages as shared } from '../../../i18n/shared/messages'

/** One of the item's actions other than saving, as the phone's menu offers it. */
export interface WorkflowAction {
  id: string
  label: string
  isDisabled: boolean
  run: () => void
}

/**
 * The item's actions other than saving, in one menu: on a phone the bar that stays at the window's
 * top is a single row, Save beside this menu, so the text being written keeps the screen.
 */
export function WorkflowMenu({ actions, isBusy }: { actions: readonly WorkflowAction[]; isBusy: boolean }) {
  const t = useMessages(messages, editorMessages, shared)
  if (actions.length === 0) return null
  return (
    <MenuTrigger>
      <AriaButton className={`${buttonStyles.button} ${buttonStyles.secondary} ${styles.workflowMore}`} isDisabled={isBusy}>
        {t('editor.moreActions')} <span aria-hidden="true">▾</span>
      </AriaButton>
      <Popover className={fieldStyles.popover} placement="bottom end">
        <Menu
          aria-label={t('editor.workflow')}
          className={fieldStyles.listBox}
          disabledKeys={actions.filter((action) => action.isDisabled).map((action) => action.id)}
          onAction={(id) => actions.find((action) => action.id === id)?.run()}
        >
          {actions.map((action) => (
            <MenuItem key={action.id} id={action.id} className={fieldStyles.option}>
              {action.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  )
}
