import { createStore } from '@ibr/ui/create-store'

export interface Toast {
  id: number
  kind: 'error' | 'success'
  message: string
}

/** Error notifications stay 15 s; success ones are read at a glance. */
export const TOAST_DURATION = { error: 15_000, success: 3_000 } as const

export const toastStore = createStore<{ toasts: Toast[] }>({ toasts: [] })
let nextId = 1

export function dismissToast(id: number) {
  toastStore.set({ toasts: toastStore.get().toasts.filter((t) => t.id !== id) })
}

export function showToast(kind: Toast['kind'], message: string) {
  const id = nextId++
  // The same message twice in a row (a burst of failing calls) is shown once.
  const toasts = toastStore.get().toasts.filter((t) => !(t.kind === kind && t.message === message))
  toastStore.set({ toasts: [...toasts, { id, kind, message }].slice(-4) })
  setTimeout(() => dismissToast(id), TOAST_DURATION[kind])
}

export const toastError = (message: string) => showToast('error', message)
export const toastSuccess = (message: string) => showToast('success', message)
