/**
 * The baseline: a plain node:http server that answers each path with bytes captured from the real
 * server (same body, same content-type). It is the ceiling for this machine, Node version and
 * response size: whatever the real server does beyond it (routing, JSON parsing, validation, hooks,
 * security headers, the cache lookup or the database) is the difference the benchmark shows.
 *
 *   node --import tsx bench/baseline-server.ts <routes.json>     (PORT from the environment)
 *
 * routes.json: { "<path>": { "contentType": "...", "body": "<base64>" } }
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

interface Route {
  contentType: string
  body: Buffer
}

const file = process.argv[2]
if (!file) throw new Error('usage: baseline-server.ts <routes.json>')
const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { contentType: string; body: string }>
const routes = new Map<string, Route>(
  Object.entries(raw).map(([path, r]) => [path, { contentType: r.contentType, body: Buffer.from(r.body, 'base64') }]),
)
// Readiness probe, answered like the real server's /test.
if (!routes.has('/test'))
  routes.set('/test', { contentType: 'application/json; charset=utf-8', body: Buffer.from('{"code":"success","retMap":{}}') })

const server = createServer((req, res) => {
  const route = req.method === 'POST' ? routes.get(req.url ?? '') : undefined
  // The request body is read to its end, as the real server must, but not parsed: that is work the
  // baseline deliberately leaves out.
  req.resume()
  req.on('end', () => {
    if (!route) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
      return
    }
    res.writeHead(200, { 'content-type': route.contentType, 'content-length': route.body.length }).end(route.body)
  })
})
// Node's defaults (5 s keep-alive) would drop idle autocannon sockets between warm-up and run.
server.keepAliveTimeout = 72_000
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1')
process.on('SIGTERM', () => server.close(() => process.exit(0)))
