/**
 * A steady load through nginx, as readers and staff make it during an upgrade: a read every 100 ms on
 * kept-alive connections (a browser's), and a public form handed in every second, whose acknowledged
 * tickets are kept to be looked for in the database afterwards.
 */
import { Agent, request } from 'node:https'

export interface LoadTally {
  reads: number
  /** Reads answered with anything but 200, or not answered. */
  failedReads: string[]
  writes: number
  failedWrites: string[]
  /** The tickets of the writes the site acknowledged. */
  acknowledged: string[]
}

function send(base: string, ca: Buffer, agent: Agent | false, path: string, body: unknown): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, base),
      { method: 'POST', ca, agent, headers: { 'content-type': 'application/json' }, timeout: 30_000 },
      (res) => {
        let text = ''
        res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
        res.on('error', reject)
      },
    )
    req.on('timeout', () => req.destroy(new Error(`${path}: no answer in 30 s`)))
    req.on('error', reject)
    req.end(JSON.stringify(body))
  })
}

/** Starts the load; `stop()` waits for the requests under way and answers the tally. */
export function steadyLoad(base: string, ca: Buffer) {
  const tally: LoadTally = { reads: 0, failedReads: [], writes: 0, failedWrites: [], acknowledged: [] }
  const agent = new Agent({ ca, keepAlive: true, maxSockets: 4 })
  const pending = new Set<Promise<void>>()
  const track = (work: Promise<void>) => {
    pending.add(work)
    void work.finally(() => pending.delete(work))
  }

  const read = () => {
    tally.reads++
    const at = new Date().toISOString()
    track(
      send(base, ca, agent, '/api/menu/list', { type: 'top', lang: 'en' }).then(
        (res) => void (res.status !== 200 && tally.failedReads.push(`${at} ${res.status} ${res.text.slice(0, 200)}`)),
        (error: Error) => void tally.failedReads.push(`${at} ${error.message}`),
      ),
    )
  }
  const write = () => {
    const n = ++tally.writes
    const at = new Date().toISOString()
    const report = {
      reporter: `Rehearsal ${n}`,
      contact: 'ops@example.org',
      place: 'Room 101',
      category: 'network',
      description: `Write ${n} during the upgrade.`,
    }
    track(
      send(base, ca, false, '/api/service/fault/submit', { ...report, lang: 'en' }).then(
        (res) => {
          if (res.status !== 200) return void tally.failedWrites.push(`${at} ${res.status} ${res.text.slice(0, 200)}`)
          tally.acknowledged.push((JSON.parse(res.text) as { retMap: { ticket: string } }).retMap.ticket)
        },
        (error: Error) => void tally.failedWrites.push(`${at} ${error.message}`),
      ),
    )
  }
  const reads = setInterval(read, 100)
  const writes = setInterval(write, 1000)

  return {
    tally,
    async stop(): Promise<LoadTally> {
      clearInterval(reads)
      clearInterval(writes)
      while (pending.size > 0) await Promise.all(pending)
      agent.destroy()
      return tally
    },
  }
}
