import { badRequest, type AppError, type Message } from '../../http/app-error.js'

/** The HTML living standard's e-mail rule, with at least one dot in the domain. */
export const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/
export const EMAIL_MAX = 254
export const TEL = /^[+0-9()\- ]{5,30}$/

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
