import { useId, type ReactNode } from 'react'
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { useNarrowScreen } from '../../lib/use-narrow-screen'
import { Button } from '../button/button'
import { stopAtDialog } from '../dialog/modal-dialog'
import styles from './side-panel.module.css'

/** A list with one of its items open beside it (media, mail, help desk): the panel takes the right column when there is one. */
export function SplitLayout({ children }: { children: ReactNode }) {
  return <div className={styles.layout}>{children}</div>
}

interface SidePanelProps {
  title: ReactNode
  closeLabel: string
  onClose: () => void
  children: ReactNode
}

/**
 * The item open beside a list: a region named by its title, with a button that closes it. On a
 * phone, where "beside" would be below the whole list and out of sight, it is a sheet over the
 * screen instead: a modal dialog that takes focus, closed by its button or Escape, focus then going
 * back to what opened it. A form in it submits only itself, as in any dialog.
 */
export function SidePanel({ title, closeLabel, onClose, children }: SidePanelProps) {
  const heading = useId()
  const phone = useNarrowScreen()
  const header = (
    <div className={styles.header}>
      {phone ? (
        <Heading slot="title" className={styles.title}>
          {title}
        </Heading>
      ) : (
        <h2 id={heading} className={styles.title}>
          {title}
        </h2>
      )}
      <Button size="small" onPress={onClose}>
        {closeLabel}
      </Button>
    </div>
  )
  if (phone)
    return (
      <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && onClose()} className={styles.sheetOverlay}>
        <Modal className={styles.sheet}>
          <Dialog className={`${styles.panel} ${styles.sheetPanel}`}>
            <div onSubmit={stopAtDialog} onReset={stopAtDialog} className={styles.contents}>
              {header}
              {children}
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    )
  return (
    <section className={styles.panel} aria-labelledby={heading}>
      {header}
      {children}
    </section>
  )
}
