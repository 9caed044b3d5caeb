import { describe, expect, it } from 'vitest'
import { STAFF_CALL_SPECS, type StaffCallSpec } from './staff-call-specs.js'
import { STAFF_API } from './staff-paths.js'

const specs = Object.entries(STAFF_CALL_SPECS as Record<string, StaffCallSpec>)

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
const DECIDED: Record<string, 'read' | 'write'> = {
  [STAFF_API.authMethods]: 'read',
  [STAFF_API.me]: 'read',
  [STAFF_API.login]: 'write',
  [STAFF_API.logout]: 'write',
  [STAFF_API.password]: 'write',
  [STAFF_API.signInLink]: 'write',
  [STAFF_API.signInLinkUse]: 'write',
  [STAFF_API.dashboard]: 'read',
  [STAFF_API.statsSummary]: 'read',
  [STAFF_API.statsViews]: 'read',
  [STAFF_API.userResetPassword]: 'write',
  [STAFF_API.userEndSessions]: 'write',
  [STAFF_API.accessRequestGrant]: 'write',
  [STAFF_API.accessRequestDismiss]: 'write',
  [STAFF_API.articleConfirm]: 'write',
  [STAFF_API.articlePreviewLink]: 'write',
  // A heartbeat every few seconds from each open editor: it says who has the item open, nothing more.
  [STAFF_API.articlePresence]: 'read',
  [STAFF_API.articleAutosave]: 'write',
  [STAFF_API.articleAutosaveGet]: 'read',
  [STAFF_API.articleAutosaveDiscard]: 'write',
  [STAFF_API.paperImportPreview]: 'read',
  [STAFF_API.paperImport]: 'write',
  [STAFF_API.mediaUpload]: 'write',
  [STAFF_API.helpdeskNote]: 'write',
  [STAFF_API.helpdeskScreenshot]: 'read',
  [STAFF_API.mailResend]: 'write',
  // Each starts a check whose findings are stored.
  [STAFF_API.linksCheck]: 'write',
  [STAFF_API.linksRecheck]: 'write',
  [STAFF_API.linksIgnore]: 'write',
  [STAFF_API.accountNotifications]: 'read',
  [STAFF_API.accountLanguage]: 'write',
  [STAFF_API.registrationConferences]: 'read',
  [STAFF_API.registrationDecide]: 'write',
  [STAFF_API.registrationPay]: 'write',
  [STAFF_API.registrationCheckin]: 'write',
  [STAFF_API.registrationPurgePreview]: 'read',
  [STAFF_API.teamPapers]: 'read',
  [STAFF_API.conferenceSchedule]: 'write',
  [STAFF_API.faqReorder]: 'write',
  [STAFF_API.quickLinkReorder]: 'write',
}

describe('staff call effects', () => {
  it('gives every staff call one of the two effects', () => {
    for (const [path, spec] of specs) expect(['read', 'write'], path).toContain(spec.effect)
  })

  it('marks as writes the calls that change something, as their names say or as decided', () => {
    // The server logs every staff write at the default level: a write marked read would leave a
    // change with no line, a read marked write would flood the log with looks.
    for (const [path, spec] of specs) {
      const verb = path.split('/').pop()!
      const expected = DECIDED[path] ?? (WRITE_VERBS.has(verb) ? 'write' : READ_VERBS.has(verb) ? 'read' : undefined)
      expect(expected, `${path}: decide its effect in this test`).toBeDefined()
      expect(spec.effect, path).toBe(expected)
    }
  })
})
