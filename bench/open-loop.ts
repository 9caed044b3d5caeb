/**
 * Load at a fixed rate, whatever the server does with it (open loop), and load by N clients that
 * each wait for their answer before asking again (closed loop, to find the peak). autocannon only
 * does the second: its clients slow down with the server, so it can never offer more than the
 * server takes, which is the very case overload is about.
 *
 * Latency is counted from the moment a request was due, not from when it left: a generator that
 * fell behind would otherwise hide the wait (coordinated omission).
 */
import { Agent, request } from 'node:http'

/** One call of the mix: a path and its JSON body. */
export interface Call {
  path: string
  body: unknown
}

export interface LoadOutcome {
  /** Requests sent in the window. */
  sent: number
  /** 200 answers carrying `code: success` that arrived within the window. */
  ok: number
  /** Their latencies from when each was due, ms, sorted. */
  okLatencies: number[]
  /** 503 answers. */
  refused: number
  /** Refusals that were the envelope `{ code, msg }` with a Retry-After header. */
  refusedReadable: number
  /** Other answers, by status. */
  otherStatuses: Record<string, number>
  /** Connection errors and timeouts. */
  errors: number
  /** Requests still unanswered at the end of the window (they count as nothing). */
  late: number
  /** The window, s. */
  seconds: number
}

const emptyOutcome = (seconds: number): LoadOutcome => ({
  sent: 0,
  ok: 0,
  okLatencies: [],
  refused: 0,
  refusedReadable: 0,
  otherStatuses: {},
  errors: 0,
  late: 0,
  seconds,
})

/**
 * A keep-alive agent big enough that no request waits for a socket on this side, unless
 * BENCH_OPEN_CONNECTIONS bounds it as a proxy with a fixed pool of connections to the server would.
 */
const newAgent = () => new Agent({ keepAlive: true, maxSockets: Number(process.env.BENCH_OPEN_CONNECTIONS || 4000), maxFreeSockets: 4000 })

/** Sends one call and records its outcome in `into`, if it ends before `windowEnd`. */
function send(port: number, agent: Agent, call: Call, due: number, windowEnd: number, into: LoadOutcome, timeoutMs: number) {
  const payload = Buffer.from(JSON.stringify(call.body))
  return new Promise<void>((resolve) => {
    let settled = false
    const done = (record: () => void) => {
      if (settled) return
      settled = true
      if (performance.now() <= windowEnd) record()
      else into.late += 1
      resolve()
    }
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: call.path,
        method: 'POST',
        agent,
        timeout: timeoutMs,
        headers: { 'content-type': 'application/json', 'content-length': payload.length },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('error', () => done(() => (into.errors += 1)))
        res.on('end', () =>
          done(() => {
            const status = res.statusCode ?? 0
            const text = Buffer.concat(chunks).toString()
            if (status === 200 && text.startsWith('{"code":"success"')) {
              into.ok += 1
              into.okLatencies.push(performance.now() - due)
            } else if (status === 503) {
              into.refused += 1
              if (isReadableRefusal(text, res.headers['retry-after'])) into.refusedReadable += 1
            } else {
              into.otherStatuses[status] = (into.otherStatuses[status] ?? 0) + 1
            }
          }),
        )
      },
    )
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', () => done(() => (into.errors += 1)))
    req.end(payload)
  })
}

/** The project's failure envelope, with a Retry-After a client can act on. */
function isReadableRefusal(text: string, retryAfter: string | string[] | undefined): boolean {
  if (typeof retryAfter !== 'string' || !/^\d+$/.test(retryAfter)) return false
  try {
    const json = JSON.parse(text) as { code?: unknown; msg?: unknown }
    return typeof json.code === 'string' && typeof json.msg === 'string' && json.msg.length > 0
  } catch {
    return false
  }
}

/**
 * Offers `rate` requests a second for `seconds`, walking through `calls` in turn, each sent when it
 * is due whether or not earlier ones were answered. Answers after the window count as late.
 */
export async function openLoop(port: number, calls: Call[], rate: number, seconds: number, timeoutMs = 10_000): Promise<LoadOutcome> {
  const out = emptyOutcome(seconds)
  const agent = newAgent()
  const start = performance.now()
  const windowEnd = start + seconds * 1000
  const pending: Promise<void>[] = []
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now()
      const dueCount = Math.min(Math.floor(((Math.min(now, windowEnd) - start) / 1000) * rate), Math.floor(rate * seconds))
      while (out.sent < dueCount) {
        const due = start + (out.sent / rate) * 1000
        pending.push(send(port, agent, calls[out.sent % calls.length]!, due, windowEnd, out, timeoutMs))
        out.sent += 1
      }
      if (now >= windowEnd) resolve()
      else setTimeout(tick, 2)
    }
    tick()
  })
  // What is still unanswered counts as late; wait for it (or its timeout) so the next run starts clean.
  await Promise.all(pending)
  agent.destroy()
  out.okLatencies.sort((a, b) => a - b)
  return out
}

/** `connections` clients asking one after the other for `seconds`: the server's throughput when it sets the pace. */
export async function closedLoop(port: number, calls: Call[], connections: number, seconds: number): Promise<LoadOutcome> {
  const out = emptyOutcome(seconds)
  const agent = newAgent()
  const start = performance.now()
  const windowEnd = start + seconds * 1000
  let next = 0
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < windowEnd) {
        const call = calls[next++ % calls.length]!
        out.sent += 1
        await send(port, agent, call, performance.now(), windowEnd, out, 10_000)
      }
    }),
  )
  agent.destroy()
  out.okLatencies.sort((a, b) => a - b)
  return out
}

/** The q-quantile (0..1) of sorted values, NaN for none. */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
}
