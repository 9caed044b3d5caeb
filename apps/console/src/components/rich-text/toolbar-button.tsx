import { useEffect, useRef, type ReactNode } from 'react'
import { Button, ToggleButton, Tooltip, TooltipTrigger } from 'react-aria-components'
import { useMessages } from '../../i18n/use-t'
import { shortcutAria, shortcutText } from './shortcut-label'
import styles from './rich-text.module.css'
import { messages } from './messages'

interface ToolbarButtonProps {
  /** The button's name (also what its tooltip says, with the shortcut). */
  label: string
  /** Its key binding in ProseMirror's notation (editor-shortcuts.ts). */
  shortcut?: string
  /** A toggle (aria-pressed) when given: whether the format applies at the cursor. */
  isSelected?: boolean
  isDisabled?: boolean
  onPress: () => void
  children: ReactNode
}

/** A toolbar button with its tooltip; the tooltip and aria-keyshortcuts name the shortcut. */
export function ToolbarButton({ label, shortcut, isSelected, isDisabled, onPress, children }: ToolbarButtonProps) {
  const t = useMessages(messages)
  const tip = shortcut ? t('richText.shortcut', { action: label, keys: shortcutText(shortcut) }) : label
  const ref = useRef<HTMLButtonElement>(null)
  const keys = shortcut ? shortcutAria(shortcut) : null
  useEffect(() => {
    // React Aria's buttons pass on only the ARIA attributes they know; this one is set on the element.
    if (keys) ref.current?.setAttribute('aria-keyshortcuts', keys)
    else ref.current?.removeAttribute('aria-keyshortcuts')
  }, [keys])
  const common = {
    ref,
    'aria-label': label,
    isDisabled,
    className: styles.toolButton,
  }
  return (
    <TooltipTrigger delay={500} closeDelay={0}>
      {isSelected === undefined ? (
        <Button {...common} onPress={onPress}>
          {children}
        </Button>
      ) : (
        <ToggleButton {...common} isSelected={isSelected} onChange={onPress}>
          {children}
        </ToggleButton>
      )}
      <Tooltip className={styles.tooltip} placement="top" offset={6}>
        {tip}
      </Tooltip>
    </TooltipTrigger>
  )
}
