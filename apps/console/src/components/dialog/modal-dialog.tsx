import type { FormEvent, ReactNode } from 'react'
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import styles from './modal-dialog.module.css'

interface ModalDialogProps {
  title: string
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  /** alertdialog: a question to answer before going on (it is not dismissed by a click outside). */
  role?: 'dialog' | 'alertdialog'
  wide?: boolean
  children: ReactNode
}

/**
 * React hands a portal's events to the portal's parents in the component tree, so a form's submit
 * in a dialog opened from inside another form (the link dialog in the article editor) would also
 * submit that form. The dialog is where a submit ends.
 */
export const stopAtDialog = (event: FormEvent) => event.stopPropagation()

/**
 * A modal dialog: focus is kept inside while it is open and returns to what opened it; Escape closes it.
 * React Aria's Modal does both, and hides the rest of the page from screen readers meanwhile.
 */
export function ModalDialog({ title, isOpen, onOpenChange, role = 'dialog', wide = false, children }: ModalDialogProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={role === 'dialog'} className={styles.overlay}>
      <Modal className={`${styles.modal} ${wide ? styles.wide : ''}`}>
        <Dialog role={role} className={styles.dialog}>
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
          <div onSubmit={stopAtDialog} onReset={stopAtDialog}>
            {children}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
