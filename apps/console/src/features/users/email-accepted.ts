import { EMAIL, EMAIL_MAX } from '@ibr/contract/forms'

/** Whether an account form's e-mail field may be sent: empty (no address), or an address by the server's own rule. */
export const emailAccepted = (value: string) => {
  const email = value.trim()
  return email === '' || (email.length <= EMAIL_MAX && EMAIL.test(email))
}
