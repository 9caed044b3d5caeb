import type { Problem, Problems } from '@ibr/contract/forms'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { t } from '../../i18n'
import { ApiError } from '../../lib/api-client'
import { toastSuccess } from '../toast/toasts'
import type { Shown } from './describe-problem'
import { placeFailure, type PlacedFailure } from './place-failure'

export interface FormOptions<V, R> {
  initial: V
  /** The form fields' names, in the form's order (the server names them the same way). */
  fields: readonly string[]
  /** The contract's rules for these values: each field's problem, absent when it passes. */
  check: (values: V) => Problems
  /** Sends the values; resolves what the server answered. */
  send: (values: V) => Promise<R>
  /** Where focus goes after a failed attempt: the error summary, or else the first field marked invalid. */
  focus?: 'summary' | 'field'
}

const NO_FAILURE: PlacedFailure = { fields: {}, general: null }

/**
 * A form's state, the same for every form of the site: what was typed (kept whatever the server
 * answers), the problems shown (a field's once it was left changed, every one once sending was
 * tried, again as it changes), the server's refusal beside the fields it names, one submission at
 * a time, and the answer once the server took it.
 */
export function useForm<V extends object, R>({ initial, fields, check, send, focus = 'field' }: FormOptions<V, R>) {
  const [values, setValues] = useState<V>(initial)
  const [touched, setTouched] = useState<Record<string, boolean>>({})
  const [attempted, setAttempted] = useState(false)
  const [failure, setFailure] = useState<PlacedFailure>(NO_FAILURE)
  const [submitting, setSubmitting] = useState(false)
  const [result, setResult] = useState<R | null>(null)
  // A second click (or Enter) while the first submission is on its way is ignored.
  const inFlight = useRef(false)
  // Each failed attempt counts up: focus moves again, and a summary remounts to be announced again.
  const [attempt, setAttempt] = useState(0)
  const form = useRef<HTMLFormElement>(null)
  const summary = useRef<HTMLDivElement>(null)

  const problems: Problems = check(values)
  useEffect(() => {
    if (attempt === 0) return
    if (focus === 'summary' && summary.current) summary.current.focus()
    else form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [attempt, focus])

  const shown = (field: string): Shown | undefined => {
    const refused = failure.fields[field]
    if (refused !== undefined) return { rule: 'server', message: refused }
    return attempted || touched[field] ? (problems[field] as Problem | undefined) : undefined
  }

  /** Changes a value; the server's refusal of that field goes, it is about what was there before. */
  const set = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((v) => ({ ...v, [field]: value }))
    const name = String(field)
    if (name in failure.fields) {
      const { [name]: _, ...rest } = failure.fields
      setFailure({ ...failure, fields: rest })
    }
  }
  /** The visitor left a field: once changed, its problem shows. */
  const leave = (field: keyof V) => {
    if (values[field] !== initial[field]) setTouched((t) => ({ ...t, [String(field)]: true }))
  }
  /** A general refusal goes once the visitor changes something it may be about (a file, say). */
  const clearGeneral = () => failure.general && setFailure({ ...failure, general: null })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (inFlight.current) return
    setAttempted(true)
    if (Object.keys(problems).length > 0 || Object.keys(failure.fields).length > 0) {
      setAttempt((n) => n + 1)
      return
    }
    inFlight.current = true
    setSubmitting(true)
    setFailure(NO_FAILURE)
    try {
      setResult(await send(values))
      toastSuccess(t('toast.submit'))
    } catch (error) {
      // A 401 is already leaving for the single-sign-on page.
      if (error instanceof ApiError && error.code === 'loginExpired') return
      setFailure(placeFailure(error, fields))
      setAttempt((n) => n + 1)
    } finally {
      inFlight.current = false
      setSubmitting(false)
    }
  }

  const reset = () => {
    setValues(initial)
    setTouched({})
    setAttempted(false)
    setFailure(NO_FAILURE)
    setResult(null)
  }

  /** A field's value, its problem on screen and its change and leave handlers, as a field component takes them. */
  const bind = <K extends keyof V & string>(field: K) => ({
    value: values[field],
    problem: shown(field),
    onChange: (value: V[K]) => set(field, value),
    onBlur: () => leave(field),
  })

  /** The form element's own attributes: the browser's checks off (the form shows its own), submitting through submit. */
  const formProps = { ref: form, noValidate: true, onSubmit: (event: FormEvent) => void submit(event) }

  /** The fields with a problem on screen, in the form's order. */
  const shownFields = fields.filter((f) => shown(f) !== undefined)
  return {
    values,
    set,
    leave,
    shown,
    bind,
    shownFields,
    submit,
    submitting,
    result,
    reset,
    form,
    formProps,
    summary,
    attempt,
    /** The refusal that names no field of the form. */
    generalError: failure.general,
    clearGeneral,
  }
}
