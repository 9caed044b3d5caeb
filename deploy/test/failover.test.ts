import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { API } from '@ibr/contract'
import { describe, expect, inject, it, vi } from 'vitest'
import { accessLine, accessLines, keepAliveAgent, layout, postJson, type Answer } from './support/client.js'

/** Whether bytes wait unread on a connection to this port: a request a stopped instance has not read. */
function requestWaitsAt(port: number): boolean {
  const sockets = execFileSync('ss', ['-tnH', 'state', 'established', `( sport = :${port} )`], { encoding: 'utf8' })
  return sockets.split('\n').some((line) => Number(line.trim().split(/\s+/)[0]) > 0)
}

/** Stops the instance (SIGSTOP: it still accepts connections, reads nothing), waits for a request to queue there, kills it. */
async function killWithRequestInFlight(port: number) {
  const { pid } = layout().instances.find((i) => i.port === port)!
  process.kill(pid, 'SIGSTOP')
  try {
    await vi.waitFor(() => expect(requestWaitsAt(port)).toBe(true), { timeout: 15_000, interval: 20 })
  } finally {
    process.kill(pid, 'SIGKILL')
  }
}

/**
 * Waits until the layout has started the instance again (as systemd's Restart=on-failure would) and nginx
 * sends it reads again. nginx counts the dead instance's failures for fail_timeout (10 s); if the other
 * instance also failed in that time, nginx would answer the next file's first request 502 without trying
 * either (every peer marked failed), which is nginx's behaviour, not something the next file tests.
 */
async function restarted(port: number, starts: number) {
  await vi.waitFor(() => expect(layout().instances.find((i) => i.port === port)?.starts).toBe(starts + 1), {
    timeout: 60_000,
    interval: 100,
  })
  await vi.waitFor(
    async () => {
      const answer = await postJson(API.menuList, { type: 'top' })
      expect(answer.status).toBe(200)
      expect(await accessLine(answer)).toContain(`upstream=127.0.0.1:${port} `)
    },
    { timeout: 30_000, interval: 200 },
  )
}

const READS = [
  (_n: number) => [API.menuList, { type: 'top' }] as const,
  (n: number) =>
    [
      API.articleList,
      {
        type: 'ibrNewsnews',
        page: JSON.stringify({ pageNum: (n % 4) + 1, pageSize: 5 }),
        search: JSON.stringify({ keyword: '', category: '' }),
      },
    ] as const,
  (n: number) => [API.homeNews, { type: 'latest', lang: n % 2 ? 'en' : 'zh' }] as const,
]

describe('an instance dying behind nginx', () => {
  it('costs no read: the calls it held go to the other instance', async () => {
    const [victim, other] = layout().instances
    const before = victim!.starts
    const agent = keepAliveAgent(8)
    const total = 600
    let sent = 0
    const failures: string[] = []
    const worker = async () => {
      while (sent < total) {
        const [path, body] = READS[sent % READS.length]!(sent)
        sent++
        try {
          const answer: Answer = await postJson(path, body, { agent })
          if (answer.status !== 200 || answer.json().code !== 'success') failures.push(`${path}: ${answer.status} ${answer.body}`)
        } catch (error) {
          failures.push(`${path}: ${String(error)}`)
        }
      }
    }
    const load = Promise.all(Array.from({ length: 8 }, worker))
    await vi.waitFor(() => expect(sent).toBeGreaterThan(100), { timeout: 30_000, interval: 10 })
    await killWithRequestInFlight(victim!.port)
    await load
    agent.destroy()

    expect(failures).toEqual([])
    // The calls the victim held were sent on: logged with both instances, the victim first.
    const sentOn = `upstream=127.0.0.1:${victim!.port}, 127.0.0.1:${other!.port} `
    await vi.waitFor(() => expect(readCallLines().filter((line) => line.includes(sentOn)).length).toBeGreaterThan(0), { timeout: 5000 })
    for (const line of readCallLines().filter((l) => l.includes(sentOn))) expect(line).toMatch(/" 200 /)
    await restarted(victim!.port, before)
  })

  it('never sends a write twice: the instance that received it died, the client gets 502', async () => {
    const [, victim] = layout().instances
    const before = victim!.starts
    const { pid } = victim!
    const marker = `deploy-write-${randomBytes(6).toString('hex')}`
    process.kill(pid, 'SIGSTOP')
    let answer: Answer | undefined
    let killed = false
    try {
      // The other instance answers the writes nginx gives it; the first given to the stopped one waits there.
      for (let attempt = 0; attempt < 4 && !killed; attempt++) {
        const content = `${marker}-${attempt} a suggestion`
        let settled = false
        const sent = postJson(
          API.feedbackSubmit,
          { kind: 'suggestion', content },
          { from: '127.0.0.21', headers: { 'accept-language': 'en' } },
        )
        void sent.finally(() => (settled = true))
        await vi.waitFor(() => expect(settled || requestWaitsAt(victim!.port)).toBe(true), { timeout: 10_000, interval: 20 })
        if (settled) continue
        process.kill(pid, 'SIGKILL')
        killed = true
        answer = await sent
        expect(await feedbackRows(content)).toBe(0)
      }
    } finally {
      if (!killed) process.kill(pid, 'SIGCONT')
    }
    expect(answer?.status).toBe(502)
    expect(answer?.json()).toEqual({ code: 'systemErr', msg: 'The service is temporarily unavailable, please try again later' })
    // One instance only in the log line: nginx did not send it on.
    const line = await accessLine(answer!)
    expect(line).toMatch(new RegExp(`" 502 .*upstream=127\\.0\\.0\\.1:${victim!.port} upstream_status=502 `))
    await restarted(victim!.port, before)
  })
})

function readCallLines(): string[] {
  return READS.flatMap((read) => accessLines(read(0)[0]))
}

async function feedbackRows(content: string): Promise<number> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: inject('databaseUrl') })
  await client.connect()
  try {
    return (await client.query('select count(*)::int as n from feedback where content = $1', [content])).rows[0].n as number
  } finally {
    await client.end()
  }
}
