import { EMAIL, EMAIL_MAX } from '@ibr/contract/forms'

/** Whether an account form's e-mail field may be sent: empty (no address), or an address by the server's own rule. */
export const emailAccepted = (value: string) => {
  const email = value.trim()
  return email === '' || (email.length <= EMAIL_MAX && EMAIL.test(email))
}

/** What an account form finds before sending: a name, and an e-mail address the server takes (or none). */
export function accountProblems(draft: { name: string; email: string }, say: { nameMissing: string; emailInvalid: string }) {
  const found: { name?: string; email?: string } = {}
  if (!draft.name.trim()) found.name = say.nameMissing
  if (!emailAccepted(draft.email)) found.email = say.emailInvalid
  return found
}
