import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode, type Lang } from '@ibr/contract'

export type Message = Record<Lang, string>

/** A failure the client is meant to see: a code, a message in both languages and an HTTP status. */
export class AppError extends Error {
  readonly status: number
  readonly messages: Message

  constructor(
    readonly code: ErrorCode,
    messages?: Message,
    status?: number,
  ) {
    super(messages?.en ?? ERROR_MESSAGES[code].en)
    this.status = status ?? ERROR_STATUS[code]
    this.messages = messages ?? ERROR_MESSAGES[code]
  }
}

export const badRequest = (zh: string, en: string) => new AppError('badRequest', { zh, en })
export const notFound = (zh = ERROR_MESSAGES.notFound.zh, en = ERROR_MESSAGES.notFound.en) => new AppError('notFound', { zh, en })
