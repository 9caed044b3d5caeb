/** A demo staff member signed in over HTTP, as the console signs in, for benchmarks that make staff calls. */
export interface StaffSession {
  cookie: string
  csrf: string
}

/** Signs a demo account in (its password is `demo-password-` and its name). */
export async function signInDemo(port: number, username: string): Promise<StaffSession> {
  const res = await fetch(`http://127.0.0.1:${port}/api/staff/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: `demo-password-${username}` }),
  })
  if (!res.ok) throw new Error(`sign-in: ${res.status} ${await res.text()}`)
  const json = (await res.json()) as { retMap: { csrfToken: string } }
  return { cookie: (res.headers.get('set-cookie') ?? '').split(';')[0]!, csrf: json.retMap.csrfToken }
}

/** One staff call with the session's cookie and CSRF token: its status and envelope, whatever they are. */
export async function staffCall(
  port: number,
  session: StaffSession,
  path: string,
  body: unknown,
): Promise<{ status: number; json: { code: string; retMap?: unknown } }> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: session.cookie, 'x-csrf-token': session.csrf },
    body: JSON.stringify(body),
  })
  return { status: res.status, json: (await res.json()) as { code: string; retMap?: unknown } }
}
