import type { StaffCallJsonPath, StaffCalls } from '@ibr/contract/staff-client'
import { useCallback, useState, type Dispatch, type SetStateAction } from 'react'
import { isApiError, type ApiError } from './api-error'
import { useStaffMutation } from './use-staff-mutation'

/**
 * The server's refusal in a failed call; anything else (a fault in the console itself) is thrown on, to
 * the error boundary. The one place that tells them apart, for this hook and for screens whose steps are
 * several calls (the article editor's workflow).
 */
export function refusalOf(error: unknown): ApiError {
  if (isApiError(error)) return error
  throw error
}

/** Where a refusal is shown: beside each field it names, or above the buttons. */
export interface PlacedFailure<F extends string> {
  fields: Partial<Record<F, string>>
  form: string | null
}

/** The server's refusal beside the fields it names (`field` / `fields`) when the form shows them, else above the buttons. */
export function placeFailure<F extends string>(error: ApiError, fields: readonly F[]): PlacedFailure<F> {
  const named: Partial<Record<F, string>> = {}
  for (const field of fields) {
    const message = error.forField(field)
    if (message) named[field] = message
  }
  return Object.keys(named).length > 0 ? { fields: named, form: null } : { fields: {}, form: error.message }
}

interface FormOptions<F extends string> {
  /** The calls whose cached answers a success makes stale (a feature's query keys). */
  invalidates: readonly StaffCallJsonPath[]
  /** The fields the form shows a message beside; a refusal naming another goes above the buttons. */
  fields: readonly F[]
  /** A screen's own placing of a refusal (a right refused beside the roles); default `placeFailure`. */
  place?: (error: ApiError) => PlacedFailure<F>
}

/**
 * A form that saves through one staff call: its pending state, the server's refusal placed beside the
 * fields it names, and the invalidation of what the save changes. `submit` answers the call's retMap,
 * or `undefined` when refused (the messages are then shown); anything but a refusal is thrown on.
 */
export function useStaffForm<P extends StaffCallJsonPath, F extends string = never>(path: P, options: FormOptions<F>) {
  const { invalidates, fields, place } = options
  const mutation = useStaffMutation(path, { invalidates })
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const { mutateAsync, reset } = mutation

  const submit = useCallback(
    async (body: StaffCalls[P]['body']): Promise<StaffCalls[P]['ret'] | undefined> => {
      setErrors({})
      setFormError(null)
      try {
        return await mutateAsync(body)
      } catch (error) {
        const refusal = refusalOf(error)
        const placed = place ? place(refusal) : placeFailure(refusal, fields)
        setErrors(placed.fields)
        setFormError(placed.form)
        return undefined
      }
    },
    [mutateAsync, place, fields],
  )

  /** Forgets the messages (and the last success) once the person edits again. */
  const clear = useCallback(
    (field?: F) => {
      if (field === undefined) setErrors({})
      else setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }))
      setFormError(null)
      reset()
    },
    [reset],
  )

  /** Refuses sending when the checks made here found something, shown beside their fields. */
  const refuse = useCallback((found: Partial<Record<F, string>>) => {
    if (Object.keys(found).length === 0) return false
    setErrors(found)
    return true
  }, [])

  return {
    submit,
    refuse,
    pending: mutation.isPending,
    /** The last submit succeeded and nothing was edited since. */
    saved: mutation.isSuccess,
    errors,
    /** For checks made before sending (a required field left empty). */
    setErrors,
    formError,
    clear,
  }
}

/**
 * A form's text values. `bind(field)` gives a text field its name, value, error and change; a change clears
 * that field's message only, so a refusal above the buttons (the throttle's wait) stays in view.
 */
export function useFormText<F extends string>(
  initial: Record<F, string>,
  form: { errors: Partial<Record<F, string>>; setErrors: Dispatch<SetStateAction<Partial<Record<F, string>>>> },
) {
  const [values, setValues] = useState(initial)
  const { errors, setErrors } = form
  const bind = (field: F) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (value: string) => {
      setValues((v) => ({ ...v, [field]: value }))
      setErrors((e) => (e[field] === undefined ? e : { ...e, [field]: undefined }))
    },
  })
  return { values, setValues, bind }
}
