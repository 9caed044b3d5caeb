/**
 * What only real sockets show (inject() never shares a connection and never writes ahead of the
 * server): a malformed request pipelined behind a cacheable one, and bodies over the limit written
 * whole before the answer is read.
 */
import { execFile } from 'node:child_process'
import { connect } from 'node:net'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../test/test-app.js'
import { listeningTestApp } from '../test/listening-app.js'

const run = promisify(execFile)
let t: TestApp
let port: number
beforeAll(async () => {
  ;({ t, port } = await listeningTestApp({ CACHE_TTL_SECONDS: '60' }))
})
afterAll(async () => {
  await t.close()
})

/** Writes the bytes in one write and resolves when the server has closed the connection. */
function sendRaw(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes))
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')))
    socket.on('close', () => resolve(answer))
    socket.on('error', reject)
  })
}

const jsonPost = (path: string, body: string) =>
  `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`

describe('a cacheable request followed at once by garbage on the same connection', () => {
  it('never leaves its cache entry computing: the same request is answered afterwards', async () => {
    const bodies = Array.from({ length: 9 }, (_, i) => JSON.stringify({ type: 'latest', limit: i + 1, lang: 'en' }))
    await Promise.all(bodies.map((body) => sendRaw(jsonPost('/api/home/news', body) + 'GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n')))
    await expect.poll(() => t.app.publicCache.computing()).toBe(0)
    for (const body of bodies) {
      const res = await fetch(`http://127.0.0.1:${port}/api/home/news`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(15_000),
      })
      expect(res.status).toBe(200)
      expect(((await res.json()) as { code: string }).code).toBe('success')
    }
  })
})

/** What a client in another process saw for each of `tries` posts of a large body. */
async function postWholeFromAnotherProcess(tries: number, megabytes: number, chunked: boolean, lang: 'zh' | 'en') {
  const client = fileURLToPath(new URL('../test/whole-body-client.mjs', import.meta.url))
  const url = `http://127.0.0.1:${port}/api/article/list`
  const { stdout } = await run(process.execPath, [client, url, String(tries), String(megabytes), chunked ? '1' : '0', lang])
  return stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as unknown)
}

describe('a JSON body over the limit, written whole before the answer is read', () => {
  const refused = (msg: RegExp) => ({ status: 413, json: { code: 'tooLarge', msg: expect.stringMatching(msg) } })

  it('gets a readable 413 in the request language every time, 5 MB and 20 MB with their length announced', async () => {
    expect(await postWholeFromAnotherProcess(20, 5, false, 'en')).toEqual(Array.from({ length: 20 }, () => refused(/^[A-Z]/)))
    expect(await postWholeFromAnotherProcess(20, 20, false, 'zh')).toEqual(Array.from({ length: 20 }, () => refused(/[\u4e00-\u9fff]/)))
  })

  it('gets a readable 413 when sent in chunks with no length', async () => {
    expect(await postWholeFromAnotherProcess(5, 5, true, 'en')).toEqual(Array.from({ length: 5 }, () => refused(/^[A-Z]/)))
  })
})
