import { ApiError } from '../../lib/api-client'

/** A refusal of the server as a form shows it: messages beside the fields it names, the rest above. */
export interface PlacedFailure {
  fields: Record<string, string>
  general: string | null
}

/**
 * Places the server's refusal by the fields it names (`field`, `fields`: the form fields' names).
 * A failure that names no field of this form is the form's general error.
 */
export function placeFailure(error: unknown, formFields: readonly string[]): PlacedFailure {
  const message = error instanceof Error ? error.message : String(error)
  if (!(error instanceof ApiError)) return { fields: {}, general: message }
  const known = (field: string | undefined): field is string => field !== undefined && formFields.includes(field)
  const fields: Record<string, string> = {}
  for (const f of error.fields) if (known(f.field)) fields[f.field] = f.msg
  if (known(error.field) && !(error.field in fields)) fields[error.field] = message
  const placedAll = Object.keys(fields).length > 0 && error.fields.every((f) => known(f.field))
  return { fields, general: placedAll ? null : message }
}
