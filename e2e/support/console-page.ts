/**
 * The console from a browser test: signing in with a demo account on the sign-in screen, staff calls
 * from the signed-in page, and pictures put in the media library as the console uploads them.
 */
import type { Page } from 'playwright-core'
import type { Lang } from './page-tools.js'

/** The console asks `me` first: 401 before signing in is its normal answer. */
export const SIGNED_OUT = ['/api/staff/auth/me']

export const TEXT = {
  zh: { username: '用户名', password: '密码', submit: '登录', signOut: '退出登录', revisions: '查看修订历史' },
  en: { username: 'User name', password: 'Password', submit: 'Sign in', signOut: 'Sign out', revisions: 'Show revisions' },
} as const

export async function signIn(page: Page, lang: Lang, username: string) {
  const text = TEXT[lang]
  await page.getByLabel(text.username, { exact: true }).fill(username)
  await page.getByLabel(text.password, { exact: true }).fill(`demo-password-${username}`)
  await page.getByRole('button', { name: text.submit, exact: true }).click()
  await page.getByRole('button', { name: text.signOut }).waitFor({ timeout: 15_000 })
}

/** A staff call from the signed-in page: its session cookie, and the CSRF token `me` gives. */
export async function staffCall<T>(page: Page, path: string, body: Record<string, unknown>): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const post = async (url: string, payload: unknown, token?: string) => {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { 'x-csrf-token': token } : {}) },
          body: JSON.stringify(payload),
        })
        const answer = (await response.json()) as { code: string; retMap: unknown; msg?: string }
        if (answer.code !== 'success') throw new Error(`${url}: ${answer.code} ${answer.msg ?? ''}`)
        return answer.retMap
      }
      const me = (await post('/api/staff/auth/me', {})) as { csrfToken: string }
      return post(path, body, me.csrfToken)
    },
    { path, body },
  ) as Promise<T>
}

/**
 * A picture in the media library, drawn by the page itself (a canvas as PNG) and uploaded as the
 * console uploads, under this name; with alt text in both languages when given (an image needs it
 * before it is published), without any otherwise.
 */
export async function libraryPicture(page: Page, alt: { altZh: string; altEn: string } | null, name = 'console-test.png'): Promise<string> {
  const id = await page.evaluate(async (name) => {
    const canvas = document.createElement('canvas')
    canvas.width = 320
    canvas.height = 200
    const g = canvas.getContext('2d')!
    g.fillStyle = '#1d4e89'
    g.fillRect(0, 0, 320, 200)
    g.fillStyle = '#f2c14e'
    g.fillRect(100, 50, 120, 100)
    const png = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'))
    const me = (await (
      await fetch('/api/staff/auth/me', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    ).json()) as {
      retMap: { csrfToken: string }
    }
    const form = new FormData()
    form.append('file', png, name)
    const res = await fetch('/api/staff/media/upload', { method: 'POST', headers: { 'x-csrf-token': me.retMap.csrfToken }, body: form })
    const answer = (await res.json()) as { code: string; retMap: { file: { id: string } } }
    if (answer.code !== 'success') throw new Error(`upload: ${JSON.stringify(answer)}`)
    return answer.retMap.file.id
  }, name)
  if (alt) await staffCall(page, '/api/staff/media/update', { id, ...alt })
  return id
}
