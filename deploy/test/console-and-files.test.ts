import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { STAFF_API } from '@ibr/contract/staff'
import { API } from '@ibr/contract'
import { describe, expect, inject, it } from 'vitest'
import { message } from '../../apps/server/src/i18n/messages.js'
import { pngBytes } from '../../apps/server/src/test/upload-fixtures.js'
import { ROOT } from '../tools/nginx-site.js'
import { accessLine, call, layout, multipart, postJson } from './support/client.js'
import { TEST_LIMITS } from './support/layout-settings.js'

/** An administrator made as docs/deploy.md makes the first one: `npm run staff -- add … --password-stdin`. */
function addAdministrator(): { username: string; password: string } {
  const username = `deploy-${randomBytes(4).toString('hex')}`
  const password = `Deploy-${randomBytes(12).toString('base64url')}`
  const result = spawnSync('npm', ['run', 'staff', '--', 'add', username, '--role', 'administrator', '--password-stdin'], {
    cwd: ROOT,
    input: `${password}\n`,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: inject('databaseUrl') },
  })
  if (result.status !== 0) throw new Error(`npm run staff failed (${result.status}):\n${result.stdout}\n${result.stderr}`)
  return { username, password }
}

/** Signs in through nginx as the console does: the session cookie and the CSRF token of the answer. */
async function signIn(username: string, password: string) {
  const origin = layout().https
  const login = await postJson(STAFF_API.login, { username, password }, { headers: { origin } })
  expect(login.status, login.body.toString()).toBe(200)
  const setCookie = login.headers['set-cookie']?.[0] ?? ''
  // Behind https (PUBLIC_URL), the session cookie is Secure and bound to the host.
  expect(setCookie).toMatch(/^__Host-[^=]+=.+; .*Secure/)
  const cookie = setCookie.split(';')[0]!
  const csrf = login.json<{ retMap: { csrfToken: string } }>().retMap.csrfToken
  return { headers: { origin, cookie, 'x-csrf-token': csrf } }
}

describe('the console and files through nginx', () => {
  it('signs in an administrator made with the staff command, uploads a screenshot with a fault report and downloads it', async () => {
    const { username, password } = addAdministrator()
    const staff = await signIn(username, password)
    const me = await postJson(STAFF_API.me, {}, staff)
    expect(me.json()).toMatchObject({ code: 'success', retMap: { user: { username } } })

    const png = await pngBytes(240, 180)
    const upload = multipart(png, 'screen.png', 'image/png')
    const uploaded = await call(API.fileUpload, { method: 'POST', ...upload, from: '127.0.0.4' })
    expect(uploaded.status, uploaded.body.toString()).toBe(200)
    const { fileId, token } = uploaded.json<{ retMap: { fileId: string; token: string } }>().retMap

    const report = { reporter: 'Deploy test', contact: 'ops@example.org', place: 'Room 101', category: 'network' }
    const fault = await postJson(
      API.faultSubmit,
      { ...report, description: 'The network is down in room 101.', screenshot: { fileId, token } },
      { from: '127.0.0.4' },
    )
    expect(fault.status, fault.body.toString()).toBe(200)
    const { ticket } = fault.json<{ retMap: { ticket: string } }>().retMap

    const download = await postJson(STAFF_API.helpdeskScreenshot, { ticket }, staff)
    expect(download.status).toBe(200)
    expect(download.headers['content-type']).toBe('image/png')
    expect(download.body.equals(png)).toBe(true)
  })

  it('lets an upload just over UPLOAD_MAX_BYTES reach the server, which refuses it in the request’s terms', async () => {
    const limit = Number(TEST_LIMITS.UPLOAD_MAX_BYTES)
    const over = multipart(Buffer.concat([await pngBytes(8, 8), randomBytes(limit)]), 'big.png', 'image/png')
    const answer = await call(API.fileUpload, { method: 'POST', ...over, from: '127.0.0.5' })
    expect(answer.status).toBe(413)
    expect(answer.json()).toMatchObject({ code: 'tooLarge' })
    expect(await accessLine(answer)).toMatch(/ 413 .*upstream=127\.0\.0\.1:\d+ upstream_status=413/)
  })

  it('refuses a body far over the limit itself, with the same failure', async () => {
    const limit = Number(TEST_LIMITS.UPLOAD_MAX_BYTES)
    const huge = multipart(randomBytes(2 * limit), 'huge.png', 'image/png')
    const answer = await call(API.fileUpload, {
      method: 'POST',
      ...huge,
      from: '127.0.0.5',
      headers: { ...huge.headers, 'accept-language': 'en' },
    })
    expect(answer.status).toBe(413)
    // nginx's own answer (no instance named in the access log), in the server's words.
    expect(answer.json()).toEqual({ code: 'tooLarge', msg: message('error.tooLarge').en })
    expect(await accessLine(answer)).toMatch(/ 413 .*upstream=- /)
  })
})
