import { useEffect, useRef, useState, type FormEvent } from 'react'
import { toastSuccess } from '../../components/toast/toasts'
import { t } from '../../i18n'
import { ApiError } from '../../lib/api-client'
import type { Problem, Problems } from './form-rules'

interface FormOptions<V extends Record<string, string>, F extends string> {
  initial: V
  check: (values: V) => Problems<F>
  /** Field labels as the server names them in its messages (字段「地点」…, "Place: …"), to put its refusal beside the field. */
  labels: Record<F, string>
  /** Sends the form; resolves the ticket the server answers. */
  send: (values: V) => Promise<string>
}

/** A problem to show: one of the rules, or the server's own words. */
export type Shown = Problem | { rule: 'server'; message: string }

/** The field a server message names, when it names one. */
export function fieldOfMessage<F extends string>(message: string, labels: Record<F, string>): F | undefined {
  return (Object.keys(labels) as F[]).find((field) => message.includes(`「${labels[field]}」`) || message.startsWith(`${labels[field]}:`))
}

/**
 * State of a services form: what was typed (kept whatever the server answers), the problems shown
 * (a field's once it was left, all of them once sending was tried), one submission at a time, and
 * the ticket once the server took it.
 */
export function useServiceForm<V extends Record<string, string>, F extends string>({ initial, check, labels, send }: FormOptions<V, F>) {
  const [values, setValues] = useState<V>(initial)
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({})
  const [attempted, setAttempted] = useState(false)
  const [server, setServer] = useState<{ field?: F; message: string } | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const [ticket, setTicket] = useState<string | null>(null)
  // A second click (or Enter) while the first submission is on its way is ignored.
  const inFlight = useRef(false)
  const [focusFirst, setFocusFirst] = useState(0)
  const form = useRef<HTMLFormElement>(null)

  const problems = check(values)
  const shown = (field: F): Shown | undefined => {
    if (server?.field === field) return { rule: 'server', message: server.message }
    return attempted || touched[field] ? problems[field] : undefined
  }

  useEffect(() => {
    if (focusFirst > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [focusFirst])

  const set = (field: F & keyof V, value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    if (server?.field === field) setServer(null)
  }
  const leave = (field: F) => {
    if (values[field as keyof V] !== initial[field as keyof V]) setTouched((t) => ({ ...t, [field]: true }))
  }

  const submit = async (event: FormEvent, extraProblems: Problems<F> = {}) => {
    event.preventDefault()
    if (inFlight.current) return
    setAttempted(true)
    if (Object.keys(problems).length + Object.keys(extraProblems).length > 0 || server?.field) {
      setFocusFirst((n) => n + 1)
      return
    }
    inFlight.current = true
    setSubmitting(true)
    setServer(null)
    try {
      setTicket(await send(values))
      toastSuccess(t('toast.submit'))
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      const field = error instanceof ApiError ? fieldOfMessage(message, labels) : undefined
      setServer({ field, message })
      if (field) setFocusFirst((n) => n + 1)
    } finally {
      inFlight.current = false
      setSubmitting(false)
    }
  }

  const reset = () => {
    setValues(initial)
    setTouched({})
    setAttempted(false)
    setServer(null)
    setTicket(null)
  }

  /** How many problems are on screen: the count announced above the button. */
  const shownCount = attempted ? Object.keys(problems).length + (server?.field && !problems[server.field] ? 1 : 0) : 0
  return {
    values,
    set,
    leave,
    shown,
    submit,
    submitting,
    ticket,
    reset,
    form,
    attempted,
    shownCount,
    formError: server && !server.field ? server.message : null,
    setServer,
  }
}
