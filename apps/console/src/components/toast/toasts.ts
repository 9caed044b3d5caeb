import { createStore } from '@ibr/ui/create-store'

/** What a notification offers to do about what it says (undo a change just made). */
export interface ToastAction {
  label: string
  run: () => void
}

export interface Toast {
  id: number
  kind: 'error' | 'success'
  message: string
  action?: ToastAction
}

/**
 * An error stays long enough to be read in full; a confirmation is read at a glance; one that offers
 * an action stays long enough to reach it by keyboard.
 */
export const TOAST_DURATION = { error: 15_000, success: 4_000, action: 12_000 } as const

export const toastStore = createStore<{ toasts: Toast[] }>({ toasts: [] })
let nextId = 1

export function dismissToast(id: number) {
  toastStore.set({ toasts: toastStore.get().toasts.filter((t) => t.id !== id) })
}

export function showToast(kind: Toast['kind'], message: string, action?: ToastAction) {
  const id = nextId++
  // The same message twice in a row is shown once.
  const toasts = toastStore.get().toasts.filter((t) => !(t.kind === kind && t.message === message))
  toastStore.set({ toasts: [...toasts, { id, kind, message, ...(action && { action }) }].slice(-4) })
  setTimeout(() => dismissToast(id), action ? TOAST_DURATION.action : TOAST_DURATION[kind])
}

export const toastError = (message: string) => showToast('error', message)
export const toastSuccess = (message: string, action?: ToastAction) => showToast('success', message, action)
