/**
 * Every code a failed call can answer, with the HTTP status that goes with it. The messages are the
 * server's (its catalogues' `error.<code>`); a client words a failure with its own catalogue.
 */
export const ERROR_STATUS = {
  badRequest: 400,
  loginExpired: 401,
  loginFailed: 401,
  noPermission: 403,
  csrfInvalid: 403,
  // 400, not 401 (which the console reads as "no session") nor 403 (a permission): the session is
  // fine, one field of the form is wrong and retyping it fixes the call.
  currentPasswordWrong: 400,
  passwordChangeRequired: 403,
  notFound: 404,
  methodNotAllowed: 405,
  conflict: 409,
  registrationClosed: 409,
  tooLarge: 413,
  unsupportedType: 415,
  rateLimited: 429,
  systemErr: 500,
} as const

export type ErrorCode = keyof typeof ERROR_STATUS

/** The one success code. */
export const SUCCESS = 'success' as const
