import type { MenuEntry } from '@ibr/contract'
import { useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { entryTarget } from '../../lib/menu-match'
import styles from './desktop-header.module.css'
import { selectMenu } from '../../lib/select-menu'

/**
 * A section with its sub-menu: opens on hover and when focus enters it, closes with Escape
 * (focus returns to the section link) and when the pointer or focus leaves.
 */
export function NavDropdown({ entry, active }: { entry: MenuEntry; active: boolean }) {
  const [open, setOpen] = useState(false)
  const trigger = useRef<HTMLAnchorElement>(null)
  // Escape moves focus back to the section link; that focus must not reopen the panel.
  const closedByEscape = useRef(false)
  const panelId = useId()
  const close = () => setOpen(false)
  return (
    <li
      className={`${styles.item} ${open ? styles.open : ''}`}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={close}
      onFocus={() => {
        if (closedByEscape.current) closedByEscape.current = false
        else setOpen(true)
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close()
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return
        close()
        if (document.activeElement !== trigger.current) {
          closedByEscape.current = true
          trigger.current?.focus()
        }
      }}
    >
      <Link
        ref={trigger}
        to={entryTarget(entry)}
        className={`${styles.link} ${active ? styles.active : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          selectMenu(entry, entry.children[0] ?? null)
          close()
        }}
      >
        {entry.name}
      </Link>
      <ul id={panelId} className={styles.panel} hidden={!open}>
        {entry.children.map((child) => (
          <li key={child.id}>
            <Link
              to={entryTarget(child)}
              className={styles.panelLink}
              onClick={() => {
                selectMenu(entry, child)
                close()
              }}
            >
              {child.name}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  )
}
