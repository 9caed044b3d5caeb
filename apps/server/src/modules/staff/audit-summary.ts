/*
 * How a change to an account is written in its audit line's summary, so that every line reads alike.
 */

/** Ids or codes as a summary lists them: sorted, comma-separated, a dash for none. */
export const list = (values: readonly (number | string)[]) => (values.length ? [...values].sort().join(',') : '—')

/** `label: before → after`, or null when nothing changed. */
export const change = (label: string, before: string, after: string) => (before === after ? null : `${label}: ${before} → ${after}`)
