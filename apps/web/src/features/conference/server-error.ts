import type { FormField } from '@ibr/contract'

/** Where a refusal of the server belongs: beside a field, or above the form when it names none. */
export interface Placed {
  field: string | null
  message: string
}

/**
 * The server names the refused field by its label in the language of the request (form-input.ts:
 * "字段「姓名」为必填项" / "Name: required"), and answers a second registration of an address with
 * `conflict`. Labels are matched longest first, so "E-mail" never takes "E-mail (work)"'s error.
 */
export function placeServerError(error: { code: string; message: string }, fields: readonly FormField[]): Placed {
  if (error.code === 'conflict') {
    const email = fields.find((f) => f.type === 'email')
    return { field: email?.name ?? null, message: error.message }
  }
  if (error.code === 'badRequest') {
    const byLength = [...fields].sort((a, b) => b.label.length - a.label.length)
    const named = byLength.find(
      (f) => f.label && (error.message.startsWith(`字段「${f.label}」`) || error.message.startsWith(`${f.label}: `)),
    )
    if (named) return { field: named.name, message: error.message }
  }
  return { field: null, message: error.message }
}
