import { badRequest, type AppError, type Message } from '../../http/app-error.js'

export { EMAIL, EMAIL_MAX, TEL } from '@ibr/contract'

/** A refused form value, naming the field by its label in both languages. */
export function fieldError(label: Message, zh: string, en: string): AppError {
  return badRequest(`字段「${label.zh}」${zh}`, `${label.en}: ${en}`)
}

/**
 * Control characters a typed value never holds. PostgreSQL refuses NUL in text and JSON, so they
 * are refused here as bad input rather than failing the insert.
 */
export function hasControlChars(value: string, multiline: boolean): boolean {
  return multiline ? /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value) : /[\u0000-\u001f\u007f]/.test(value)
}
