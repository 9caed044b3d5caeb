import { API } from '@ibr/contract'
import { readFileSync } from 'node:fs'
import { describe, expect, it, vi } from 'vitest'
import { pngBytes } from '../../apps/server/src/test/upload-fixtures.js'
import { call, layout, multipart, postJson, type Answer } from './support/client.js'
import { TEST_LIMITS } from './support/layout-settings.js'

/** What a person at `from` would send: an upload, or a feedback message (a form). */
const KINDS = {
  upload: {
    limit: Number(TEST_LIMITS.UPLOAD_RATE_LIMIT),
    send: async (from: string, headers: Record<string, string> = {}) => {
      const upload = multipart(await pngBytes(16, 16), 'photo.png', 'image/png')
      return call(API.fileUpload, { method: 'POST', body: upload.body, headers: { ...upload.headers, ...headers }, from })
    },
  },
  form: {
    limit: Number(TEST_LIMITS.FORM_RATE_LIMIT),
    send: (from: string, headers: Record<string, string> = {}) =>
      postJson(API.feedbackSubmit, { kind: 'suggestion', content: `A suggestion from ${from}.` }, { from, headers }),
  },
} satisfies Record<string, { limit: number; send: (from: string, headers?: Record<string, string>) => Promise<Answer> }>

/**
 * Sends until the client is refused twice in a row. Counted per instance, a client is refused once
 * every instance has counted the limit; counted in the database, at the limit's first excess. Either
 * way, two refusals in a row mean every instance refuses this client now.
 */
async function exhaust(send: (from: string) => Promise<Answer>, from: string, limit: number): Promise<Answer> {
  const bound = limit * layout().instances.length + 2
  let refusedInRow = 0
  const statuses: number[] = []
  for (let sent = 0; sent < bound; sent++) {
    const answer = await send(from)
    statuses.push(answer.status)
    if (answer.status === 429) {
      if (++refusedInRow === 2) return answer
    } else {
      expect(answer.status, answer.body.toString()).toBe(200)
      refusedInRow = 0
    }
  }
  throw new Error(`${from} (${statuses.join(' ')}) was not refused twice in a row within ${bound} requests`)
}

describe('the client address through nginx (TRUST_PROXY=1)', () => {
  for (const [kind, { limit, send }] of Object.entries(KINDS)) {
    const [first, second] = kind === 'upload' ? ['127.0.0.11', '127.0.0.12'] : ['127.0.0.13', '127.0.0.14']

    it(`counts ${kind}s per client address, which a client cannot choose with X-Forwarded-For`, async () => {
      const refused = await exhaust(send, first, limit)
      expect(refused.json()).toMatchObject({ code: 'rateLimited' })
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)

      // Another address: its own count.
      expect((await send(second)).status).toBe(200)
      // The first client naming another address itself: nginx replaces the header with the one it saw.
      expect((await send(first, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(429)
    })
  }
})

describe('the client address in the instances’ log behind nginx (TRUST_PROXY=1)', () => {
  it('is the client’s, not nginx’s 127.0.0.1', async () => {
    // A refused read is worth a line at the default LOG_REQUESTS=notable; the query finds it.
    const mark = `client-address-${process.pid}-${Date.now()}`
    const path = `${API.articleDetail}?mark=${mark}`
    const refused = await postJson(path, { id: 'not a number' }, { from: '127.0.0.11' })
    expect(refused.status, refused.body.toString()).toBe(400)
    const lines = () =>
      layout()
        .instances.flatMap((instance) => readFileSync(instance.logFile, 'utf8').split('\n'))
        .filter((line) => line.includes(mark))
        .map((line) => JSON.parse(line) as { req: { url: string; remoteAddress: string } })
    // Written at the request's completion, which the answer may overtake.
    await vi.waitFor(() => expect(lines()).toHaveLength(1), { timeout: 5000, interval: 100 })
    expect(lines()[0]!.req).toMatchObject({ url: path, remoteAddress: '127.0.0.11' })
  })
})
