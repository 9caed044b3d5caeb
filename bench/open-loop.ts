/**
 * Load at a fixed rate, whatever the server does with it (open loop), and load by N clients that
 * each wait for their answer before asking again (closed loop, to find the peak). autocannon only
 * does the second: its clients slow down with the server, so it can never offer more than the
 * server takes, which is the very case overload is about.
 *
 * Latency is counted from the moment a request was due, not from when it left: a generator that
 * fell behind would otherwise hide the wait (coordinated omission).
 */
import { Agent, request, type IncomingHttpHeaders } from 'node:http'
import { connect, constants, type ClientHttp2Session } from 'node:http2'

/** One call of the mix: a path and its JSON body. */
export interface Call {
  path: string
  body: unknown
}

/** Where the load goes: a server's own port, or nginx's HTTPS port (with its certificate) in front of it. */
export interface Target {
  port: number
  /** The certificate to trust: the target speaks HTTPS (nginx), to the name `localhost`. */
  ca?: Buffer
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
  /** How long after it was due each request left this process, ms, sorted: the generator's own lag. */
  sendLags: number[]
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
  sendLags: [],
  seconds,
})

/** How requests reach the target: HTTP/1.1 connections (plain), or HTTP/2 sessions to nginx (HTTPS). */
interface Transport {
  post(
    call: Call,
    payload: Buffer,
    timeoutMs: number,
    answered: (status: number, retryAfter: unknown, text: string) => void,
    failed: () => void,
  ): void
  close(): void
}

/**
 * HTTP/1.1 with a keep-alive agent big enough that no request waits for a socket on this side, unless
 * BENCH_OPEN_CONNECTIONS bounds it as a proxy with a fixed pool of connections to the server would.
 */
function http1(target: Target): Transport {
  const agent = new Agent({ keepAlive: true, maxSockets: Number(process.env.BENCH_OPEN_CONNECTIONS || 4000), maxFreeSockets: 4000 })
  return {
    post(call, payload, timeoutMs, answered, failed) {
      const req = request(
        {
          host: '127.0.0.1',
          port: target.port,
          path: call.path,
          method: 'POST',
          agent,
          timeout: timeoutMs,
          headers: { 'content-type': 'application/json', 'content-length': payload.length },
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('error', failed)
          res.on('end', () => answered(res.statusCode ?? 0, res.headers['retry-after'], Buffer.concat(chunks).toString()))
        },
      )
      req.on('timeout', () => req.destroy(new Error('timeout')))
      req.on('error', failed)
      req.end(payload)
    },
    close: () => agent.destroy(),
  }
}

/**
 * HTTP/2 over TLS, as browsers reach nginx: BENCH_H2_SESSIONS (32) sessions, requests spread over them
 * in turn. A TLS handshake per request (HTTP/1.1 connections opened as the backlog grows) would spend
 * the generator's CPU, on a machine shared with nginx and the server, on what a crowd of browsers pays
 * each on its own machine.
 */
function http2(target: Target & { ca: Buffer }): Transport {
  const ended = new WeakSet<ClientHttp2Session>()
  const open = () => {
    const session = connect(`https://localhost:${target.port}`, { ca: target.ca, host: '127.0.0.1', servername: 'localhost' })
    session.on('error', () => {})
    session.once('goaway', () => ended.add(session))
    session.once('close', () => ended.add(session))
    return session
  }
  const sessions: ClientHttp2Session[] = Array.from({ length: Number(process.env.BENCH_H2_SESSIONS || 32) }, open)
  let turn = 0
  /** A session nginx has ended (GOAWAY after keepalive_requests, 1000) is replaced, as a browser opens another. */
  const next = () => {
    const index = turn++ % sessions.length
    const session = sessions[index]!
    return ended.has(session) ? (sessions[index] = open()) : session
  }
  return {
    post(call, payload, timeoutMs, answered, failed) {
      const stream = next().request({
        ':method': 'POST',
        ':path': call.path,
        'content-type': 'application/json',
        'content-length': payload.length,
      })
      let head: IncomingHttpHeaders = {}
      const chunks: Buffer[] = []
      stream.setTimeout(timeoutMs, () => stream.close(constants.NGHTTP2_CANCEL))
      stream.on('response', (h) => (head = h))
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => answered(Number(head[':status']), head['retry-after'], Buffer.concat(chunks).toString()))
      stream.on('close', failed)
      stream.on('error', failed)
      stream.end(payload)
    },
    close: () => sessions.forEach((session) => session.close()),
  }
}

const transport = (target: Target): Transport => (target.ca ? http2({ ...target, ca: target.ca }) : http1(target))

/** Sends one call and records its outcome in `into`, if it ends before `windowEnd`. */
function send(transport: Transport, call: Call, due: number, windowEnd: number, into: LoadOutcome, timeoutMs: number) {
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
    transport.post(
      call,
      payload,
      timeoutMs,
      (status, retryAfter, text) =>
        done(() => {
          if (status === 200 && text.startsWith('{"code":"success"')) {
            into.ok += 1
            into.okLatencies.push(performance.now() - due)
          } else if (status === 503) {
            into.refused += 1
            if (isReadableRefusal(text, retryAfter)) into.refusedReadable += 1
          } else {
            into.otherStatuses[status] = (into.otherStatuses[status] ?? 0) + 1
          }
        }),
      () => done(() => (into.errors += 1)),
    )
  })
}

/** The project's failure envelope, with a Retry-After a client can act on. */
function isReadableRefusal(text: string, retryAfter: unknown): boolean {
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
export async function openLoop(target: Target, calls: Call[], rate: number, seconds: number, timeoutMs = 10_000): Promise<LoadOutcome> {
  const out = emptyOutcome(seconds)
  const via = transport(target)
  const start = performance.now()
  const windowEnd = start + seconds * 1000
  const pending: Promise<void>[] = []
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now()
      const dueCount = Math.min(Math.floor(((Math.min(now, windowEnd) - start) / 1000) * rate), Math.floor(rate * seconds))
      while (out.sent < dueCount) {
        const due = start + (out.sent / rate) * 1000
        out.sendLags.push(now - due)
        pending.push(send(via, calls[out.sent % calls.length]!, due, windowEnd, out, timeoutMs))
        out.sent += 1
      }
      if (now >= windowEnd) resolve()
      else setTimeout(tick, 2)
    }
    tick()
  })
  // What is still unanswered counts as late; wait for it (or its timeout) so the next run starts clean.
  await Promise.all(pending)
  via.close()
  out.okLatencies.sort((a, b) => a - b)
  out.sendLags.sort((a, b) => a - b)
  return out
}

/** `connections` clients asking one after the other for `seconds`: the server's throughput when it sets the pace. */
export async function closedLoop(target: Target, calls: Call[], connections: number, seconds: number): Promise<LoadOutcome> {
  const out = emptyOutcome(seconds)
  const via = transport(target)
  const start = performance.now()
  const windowEnd = start + seconds * 1000
  let next = 0
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < windowEnd) {
        const call = calls[next++ % calls.length]!
        out.sent += 1
        await send(via, call, performance.now(), windowEnd, out, 10_000)
      }
    }),
  )
  via.close()
  out.okLatencies.sort((a, b) => a - b)
  return out
}

/** The q-quantile (0..1) of sorted values, NaN for none. */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
}
