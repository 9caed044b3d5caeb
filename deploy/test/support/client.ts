/**
 * Requests to the layout as a browser makes them: over HTTPS to nginx, trusting the layout's
 * self-signed certificate, from a chosen loopback address (127.0.0.2, 127.0.0.3…: separate clients to
 * nginx, which is all per-client limits can tell apart).
 */
import { readFileSync } from 'node:fs'
import { Agent, request } from 'node:https'
import { request as plainRequest } from 'node:http'
import { expect, inject, vi } from 'vitest'
import type { LayoutState } from '../../tools/layout.js'
import './context.js'

/** The layout as it is now (instances started again have new pids). */
export function layout(): LayoutState {
  return JSON.parse(readFileSync(inject('layoutFile'), 'utf8')) as LayoutState
}

export interface Answer {
  /** Sent as the request's User-Agent: finds the request's line in the access log. */
  id: string
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
  json<T = any>(): T
}

export interface CallOptions {
  method?: string
  headers?: Record<string, string>
  body?: string | Buffer
  /** The client's own address (any of 127.0.0.0/8). */
  from?: string
  /** Keep-alive connections for a load; a fresh connection per request otherwise. */
  agent?: Agent
  /** Another nginx than the layout's: its address and certificate. */
  base?: string
  ca?: Buffer
}

let ca: Buffer | undefined
const certificate = () => (ca ??= readFileSync(layout().certificate))

/** A keep-alive agent trusting the layout's certificate. */
export function keepAliveAgent(maxSockets = 8): Agent {
  return new Agent({ ca: certificate(), keepAlive: true, maxSockets })
}

function answer(id: string, status: number, headers: Answer['headers'], body: Buffer): Answer {
  return { id, status, headers, body, json: () => JSON.parse(body.toString('utf8')) }
}

let requests = 0
const nextId = () => `deploy-test/${process.pid}-${++requests}`

/** One request to nginx's HTTPS port. */
export function call(path: string, options: CallOptions = {}): Promise<Answer> {
  const url = new URL(path, options.base ?? layout().https)
  const id = nextId()
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: options.method ?? 'GET',
        headers: { 'user-agent': id, ...options.headers },
        ca: options.ca ?? certificate(),
        localAddress: options.from,
        agent: options.agent ?? false,
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve(answer(id, res.statusCode ?? 0, res.headers, Buffer.concat(chunks))))
        res.on('error', reject)
      },
    )
    req.on('timeout', () => req.destroy(new Error(`${path}: no answer in 30 s`)))
    req.on('error', reject)
    req.end(options.body)
  })
}

/** A JSON call (every API call is a POST with `lang`). */
export function postJson(path: string, body: Record<string, unknown>, options: CallOptions = {}): Promise<Answer> {
  return call(path, {
    ...options,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...options.headers },
    body: JSON.stringify({ lang: 'en', ...body }),
  })
}

/** One request to nginx's plain HTTP port. */
export function callHttp(path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const id = nextId()
    const req = plainRequest(new URL(path, layout().http), { agent: false, headers: { 'user-agent': id } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve(answer(id, res.statusCode ?? 0, res.headers, Buffer.concat(chunks))))
    })
    req.on('error', reject)
    req.end()
  })
}

/** A multipart/form-data body with one file, as a browser sends an upload. */
export function multipart(file: Buffer, filename: string, type: string): { body: Buffer; headers: Record<string, string> } {
  const boundary = `----ibr-deploy-${Math.random().toString(16).slice(2)}`
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="lang"\r\n\r\nen\r\n`),
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${filename}"\r\ncontent-type: ${type}\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

/** The access log's lines about this path (nginx writes each line once the request has ended). */
export function accessLines(path: string): string[] {
  return readFileSync(layout().accessLog, 'utf8')
    .split('\n')
    .filter((line) => line.includes(` ${path} HTTP/`))
}

/** The request's line in the access log, once nginx has written it (after the answer was sent). */
export async function accessLine(sent: Answer | string): Promise<string> {
  const id = typeof sent === 'string' ? sent : sent.id
  let found: string | undefined
  await vi.waitFor(
    () => {
      found = readFileSync(layout().accessLog, 'utf8')
        .split('\n')
        .find((line) => line.endsWith(`"${id}"`))
      expect(found, `${id} in the access log`).toBeDefined()
    },
    { timeout: 5000, interval: 20 },
  )
  return found!
}
