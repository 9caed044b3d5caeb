import { badRequest, type AppError, type Message } from './app-error.js'

/** A refused form value, naming the field by its label in both languages. */
export function fieldError(label: Message, zh: string, en: string): AppError {
  return badRequest(`字段「${label.zh}」${zh}`, `${label.en}: ${en}`)
}
