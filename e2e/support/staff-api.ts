/**
 * The staff API from a test, as the console calls it: signed in with a demo account's password, the
 * session cookie and CSRF token carried on every call. For building content through the real
 * workflow before a browser looks at the public site.
 */
export interface StaffApi {
  post<T = any>(path: string, body?: Record<string, unknown>): Promise<T>
}

export async function staffApi(baseUrl: string, username: string): Promise<StaffApi> {
  const login = await fetch(`${baseUrl}/api/staff/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: `demo-password-${username}` }),
  })
  if (!login.ok) throw new Error(`sign-in of ${username}: ${login.status} ${await login.text()}`)
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!
  const { retMap } = (await login.json()) as { retMap: { csrfToken: string } }
  return {
    async post(path, body = {}) {
      const res = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': retMap.csrfToken },
        body: JSON.stringify(body),
      })
      const json = (await res.json()) as { code: string; retMap: unknown }
      if (!res.ok || json.code !== 'success') throw new Error(`${path} ${JSON.stringify(body)} → ${res.status} ${JSON.stringify(json)}`)
      return json.retMap as never
    },
  }
}

/** The id of the menu entry whose items carry this detail type's ending (e.g. 'news' → ibrNewsnews). */
export async function sectionId(api: StaffApi, template: string): Promise<{ id: number; detailType: string }> {
  const { sections } = await api.post<{ sections: { id: number; detailType: string; parentId: number | null }[] }>(
    '/api/staff/section/options',
  )
  const found = sections.find((s) => s.parentId !== null && s.detailType.endsWith(template))
  if (!found) throw new Error(`no section ending in ${template}`)
  return found
}
