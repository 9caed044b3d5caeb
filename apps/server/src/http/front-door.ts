import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { FastifyServerFactory } from 'fastify'
import { DATA_HEADERS } from './security-headers.js'

/** A public read's body is a few dozen bytes; anything longer goes to the framework as it came. */
const DOOR_MAX_BODY_BYTES = 2048

/** What the public cache offers the door: its paths, its kept answers by exact body, and a count of what the door answered. */
export interface DoorKeeper {
  /** Paths whose POST answers are kept, for which an exact repeat may be answered at the door. */
  readonly paths: ReadonlySet<string>
  /** The answer kept for exactly these body bytes on this path, or undefined (also while the server closes). */
  answer(path: string, body: Buffer, acceptEncoding: string | undefined): DoorAnswer | undefined
  /** Told of each answer the door sent, with the time it took. */
  answered(path: string, seconds: number): void
}

/** Bodies the door read of requests it then handed on: the framework reads them from here. */
const readAtTheDoor = new WeakMap<IncomingMessage, Buffer>()

/** The body the door read of this request, if it read it (it is no longer in the request's stream). */
export function bodyReadAtTheDoor(raw: IncomingMessage): Buffer | undefined {
  return readAtTheDoor.get(raw)
}

const HIT_HEADERS = {
  ...DATA_HEADERS,
  'content-type': 'application/json; charset=utf-8',
  vary: 'accept-encoding',
  'x-cache': 'hit',
} as const
const GZIP_HIT_HEADERS = { ...HIT_HEADERS, 'content-encoding': 'gzip' } as const

/** A kept answer as the door sends it: its bytes and the headers the framework would send with them. */
export interface DoorAnswer {
  body: Buffer
  headers: Readonly<Record<string, string | number>>
}

/** Made once for each kept answer (and each of its encodings), so that sending it builds nothing. */
export function doorAnswer(body: Buffer, gzip: boolean): DoorAnswer {
  return { body, headers: { ...(gzip ? GZIP_HIT_HEADERS : HIT_HEADERS), 'content-length': body.length } }
}

const JSON_TYPE = /^application\/json\s*(;|$)/i

/** Whether the request is one the door may read: a small JSON POST to a kept path, its length announced. */
function admissible(req: IncomingMessage, paths: ReadonlySet<string>): boolean {
  if (req.method !== 'POST' || !paths.has(req.url ?? '')) return false
  const { headers } = req
  if (headers['transfer-encoding'] !== undefined || headers['content-encoding'] !== undefined) return false
  if (!JSON_TYPE.test(headers['content-type'] ?? '')) return false
  const length = Number(headers['content-length'])
  return length > 0 && length <= DOOR_MAX_BODY_BYTES
}

/**
 * The public site asks the same few reads over and over, and the public cache keeps their answers;
 * yet a kept answer still went through the whole framework (hooks, body parsing, the cache key),
 * which cost more than sending it. The door stands before the framework: a small JSON POST to a
 * kept path whose body came whole with its headers and is byte for byte one already answered is
 * sent the kept answer with the headers the framework would send, and the framework never sees it.
 * Everything else, and every request while nothing is kept for its bytes, goes on to the framework
 * in the same turn, with the body the door read (the route's preParsing hook hands it to the
 * parser: see the public cache).
 *
 * `keeper` is set once the app is built; until then the door lets everything through. What the
 * framework does for such requests and the door does not: the overload check (sending a kept
 * answer costs less than refusing it) and the per-request log line (none is written for a
 * successful public read at the default setting).
 */
export function frontDoor() {
  let keeper: DoorKeeper | undefined

  const factory: FastifyServerFactory = (handler, opts) => {
    const pass = handler as (req: IncomingMessage, res: ServerResponse) => void
    const options = opts as { keepAliveTimeout: number; requestTimeout: number; connectionTimeout: number; maxRequestsPerSocket: number }
    const server: Server = createServer((req, res) => {
      if (!keeper || !admissible(req, keeper.paths)) return pass(req, res)
      const started = performance.now()
      // The parser hands a request over as soon as its headers are read, and then the body that came
      // with them: once it has, the door looks whether the whole body is there.
      process.nextTick(() => {
        const whole = Number(req.headers['content-length'])
        const body = req.readableLength === whole ? (req.read(whole) as Buffer | null) : null
        // A body still on its way goes to the framework at once, untouched: it logs the arrival and,
        // should the server begin to close meanwhile, finishes the request as one already begun.
        if (!body) return pass(req, res)
        const path = req.url!
        const kept = keeper?.answer(path, body, req.headers['accept-encoding'])
        if (!kept) {
          readAtTheDoor.set(req, body)
          return pass(req, res)
        }
        res.writeHead(200, kept.headers)
        res.end(kept.body)
        keeper?.answered(path, (performance.now() - started) / 1000)
      })
    })
    // As Fastify sets up the server it makes itself (its options, defaults applied).
    server.keepAliveTimeout = options.keepAliveTimeout
    server.requestTimeout = options.requestTimeout
    server.setTimeout(options.connectionTimeout)
    if (options.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket
    return server
  }

  return {
    factory,
    /** From now on the door answers what `door` keeps. */
    open(door: DoorKeeper) {
      keeper = door
    },
  }
}
