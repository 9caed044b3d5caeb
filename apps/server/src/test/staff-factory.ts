import type { StaffUser } from '@ibr/contract/staff'
import { hashPassword } from '../auth/password.js'
import type { TestApp } from './test-app.js'

let counter = 0

export interface StaffSpec {
  username?: string
  name?: string
  roles?: number[]
  userType?: string
  sections?: number[]
  conferences?: number[]
  /** Teams this account is group administrator of. */
  groups?: number[]
  password?: string
  source?: 'local' | 'cas'
  active?: boolean
  mustChangePassword?: boolean
  email?: string | null
}

export interface StaffAccount {
  id: number
  username: string
  password: string
}

/** Adds a staff account straight to the database, as a test's own data. */
export async function addStaff(t: TestApp, spec: StaffSpec = {}): Promise<StaffAccount> {
  counter += 1
  const username = spec.username ?? `staff${process.pid}x${counter}`
  const password = spec.password ?? `Quiet-harbour-${counter}-lantern`
  const db = t.deps.db
  const { id } = await db
    .insertInto('staff_user')
    .values({
      username,
      name: spec.name ?? `Test ${username}`,
      source: spec.source ?? 'local',
      password_hash: spec.source === 'cas' ? null : await hashPassword(password),
      user_type: spec.userType ?? '',
      active: spec.active ?? true,
      must_change_password: spec.mustChangePassword ?? false,
      email: spec.email ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (spec.roles?.length)
    await db
      .insertInto('staff_role')
      .values(spec.roles.map((code) => ({ user_id: id, code })))
      .execute()
  const scopes = [
    ...(spec.sections ?? []).map((ref_id) => ({ user_id: id, kind: 'section' as const, ref_id })),
    ...(spec.conferences ?? []).map((ref_id) => ({ user_id: id, kind: 'conference' as const, ref_id })),
  ]
  if (scopes.length) await db.insertInto('staff_scope').values(scopes).execute()
  if (spec.groups?.length) await db.updateTable('team').set({ group_admin_id: id }).where('id', 'in', spec.groups).execute()
  return { id, username, password }
}

export interface StaffClient {
  user: StaffUser
  cookie: string
  csrfToken: string
  /** A staff call with this session's cookie and CSRF token (and any other headers given). */
  post(path: string, body?: unknown, headers?: Record<string, string>): ReturnType<TestApp['post']>
}

/** Signs in through the API, as the console does, and gives a client that carries the session. */
export async function signIn(t: TestApp, account: { username: string; password: string }): Promise<StaffClient> {
  const res = await t.post('/api/staff/auth/login', { username: account.username, password: account.password })
  if (res.status !== 200) throw new Error(`sign-in of ${account.username} failed: ${res.status} ${JSON.stringify(res.json)}`)
  const cookie = String(res.headers['set-cookie']).split(';')[0]!
  const { user, csrfToken } = res.json.retMap
  return {
    user,
    cookie,
    csrfToken,
    post: (path, body = {}, headers = {}) => t.post(path, body, { cookie, 'x-csrf-token': csrfToken, ...headers }),
  }
}

/** An account built from `spec` and signed in. */
export async function staffSession(t: TestApp, spec: StaffSpec = {}): Promise<StaffClient & { account: StaffAccount }> {
  const account = await addStaff(t, spec)
  return { ...(await signIn(t, account)), account }
}

/** The address a signed-in person's mail goes to, as their account holds it now. */
export async function emailOf(t: TestApp, client: StaffClient): Promise<string> {
  return (await t.deps.db.selectFrom('staff_user').select('email').where('id', '=', client.user.id).executeTakeFirstOrThrow()).email!
}
