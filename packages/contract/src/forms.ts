/**
 * Rules a form value must meet, shared by the server (which decides) and the site's forms (which
 * check the same before sending, so a refusal is rare and shown beside its field).
 */

/** The HTML living standard's e-mail rule, with at least one dot in the domain. */
export const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/
export const EMAIL_MAX = 254
/** A telephone number as people write it: digits, spaces, +, -, brackets. */
export const TEL = /^[+0-9()\- ]{5,30}$/
