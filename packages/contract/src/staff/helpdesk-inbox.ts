/**
 * The help desk inbox of the network and information services office: the fault reports
 * and feedback the public forms send, as values the console and the server share.
 */

/** Where a report stands: new, being worked on, waiting for the reporter's answer, resolved. */
export const HELPDESK_STATES = ['new', 'progress', 'waiting', 'resolved'] as const
export type HelpdeskState = (typeof HELPDESK_STATES)[number]

/** States still needing the office: what the dashboard counts. */
export const HELPDESK_OPEN_STATES: readonly HelpdeskState[] = ['new', 'progress', 'waiting']

/** A fault report (ticket F-…) or a suggestion / feedback message (ticket S-…). */
export const HELPDESK_KINDS = ['fault', 'feedback'] as const
export type HelpdeskKind = (typeof HELPDESK_KINDS)[number]

/** Longest note or reply, in characters. */
export const HELPDESK_NOTE_MAX = 5000
