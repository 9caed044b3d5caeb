/** What the mail screen shows, as its address keeps it: a link or a reload opens the same page and message. */
export interface MailQuery {
  page: number
  /** The message open beside the list. */
  message: number | null
}

export const MAIL_PAGE_SIZE = 20

const positive = (value: string | null) => {
  const n = Number(value)
  return Number.isInteger(n) && n >= 1 ? n : null
}

export function readMailQuery(params: URLSearchParams): MailQuery {
  return { page: positive(params.get('page')) ?? 1, message: positive(params.get('message')) }
}

/** The address after a change; another page closes the message, which is not on it. */
export function writeMailQuery(params: URLSearchParams, change: Partial<MailQuery>): URLSearchParams {
  const next = { ...readMailQuery(params), ...change }
  if ('page' in change && !('message' in change)) next.message = null
  const out = new URLSearchParams(params)
  const put = (name: string, value: number | null) => (value === null ? out.delete(name) : out.set(name, String(value)))
  put('page', next.page > 1 ? next.page : null)
  put('message', next.message)
  return out
}
