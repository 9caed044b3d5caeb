import { describe, expect, it } from 'vitest'
import { STAFF_CALLS } from './staff-call-specs.js'

type CallName = (typeof STAFF_CALLS)[number]['name']

/** Last path segments that name a change, and those that name a look. */
const WRITE_VERBS = new Set([
  'save',
  'create',
  'update',
  'delete',
  'remove',
  'move',
  'set',
  'submit',
  'approve',
  'reject',
  'archive',
  'restore',
  // A bulk call takes one of the item's write steps on each item.
  'bulk',
])
const READ_VERBS = new Set(['list', 'get', 'detail', 'tree', 'revisions', 'revision', 'options', 'status', 'outbox', 'export', 'files'])

/** Calls whose name says neither, each decided once here. */
const DECIDED: Partial<Record<CallName, 'read' | 'write'>> = {
  authMethods: 'read',
  me: 'read',
  login: 'write',
  logout: 'write',
  password: 'write',
  signInLink: 'write',
  signInLinkUse: 'write',
  dashboard: 'read',
  statsSummary: 'read',
  statsViews: 'read',
  userResetPassword: 'write',
  userEndSessions: 'write',
  accessRequestGrant: 'write',
  accessRequestDismiss: 'write',
  articleConfirm: 'write',
  articlePreviewLink: 'write',
  // A heartbeat every few seconds from each open editor: it says who has the item open, nothing more.
  articlePresence: 'read',
  articleAutosave: 'write',
  articleAutosaveGet: 'read',
  articleAutosaveDiscard: 'write',
  paperImportPreview: 'read',
  paperImport: 'write',
  mediaUpload: 'write',
  helpdeskNote: 'write',
  helpdeskScreenshot: 'read',
  mailResend: 'write',
  // Each starts a check whose findings are stored.
  linksCheck: 'write',
  linksRecheck: 'write',
  linksIgnore: 'write',
  accountNotifications: 'read',
  accountLanguage: 'write',
  registrationConferences: 'read',
  registrationDecide: 'write',
  registrationPay: 'write',
  registrationCheckin: 'write',
  registrationPurgePreview: 'read',
  teamPapers: 'read',
  conferenceSchedule: 'write',
  faqReorder: 'write',
  quickLinkReorder: 'write',
}

describe('staff call effects', () => {
  it('gives every staff call one of the two effects', () => {
    for (const call of STAFF_CALLS) expect(['read', 'write'], call.path).toContain(call.effect)
  })

  it('marks as writes the calls that change something, as their names say or as decided', () => {
    // The server logs every staff write at the default level: a write marked read would leave a
    // change with no line, a read marked write would flood the log with looks.
    for (const call of STAFF_CALLS) {
      const verb = call.path.split('/').pop()!
      const expected = DECIDED[call.name] ?? (WRITE_VERBS.has(verb) ? 'write' : READ_VERBS.has(verb) ? 'read' : undefined)
      expect(expected, `${call.name} (${call.path}): decide its effect in this test`).toBeDefined()
      expect(call.effect, call.path).toBe(expected)
    }
  })
})
