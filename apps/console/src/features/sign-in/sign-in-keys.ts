/**
 * What signing in or out makes stale: nothing cached, as every answer is dropped when a session ends
 * (`forgetOnSignOut`); the session itself is the client's to hand to the session store.
 */
export const signInKeys = {
  session: [],
  /** A link asked for by e-mail changes nothing shown. */
  link: [],
} as const
