import { ROLE } from '@ibr/contract/staff'
import { staffSession } from './staff-factory.js'
import { useTestApp } from './use-test-app.js'

/** A file's test app (with `env`) and an administrator, `t.admin`, whom revisions and audit lines name Admin. */
export const useConferenceDesk = (env: Record<string, string> = {}) =>
  useTestApp(async (t) => ({ admin: await staffSession(t, { roles: [ROLE.admin], name: 'Admin' }) }), env)
