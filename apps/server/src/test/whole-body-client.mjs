// A client in its own process that posts a large body the way most clients do (all of it, then
// read the answer) and prints what came back: `{ status, json }` or `{ error }`, one line per try.
// In the server's own process the event loop orders reads and writes so that the reset a server
// can cause never shows; from another process it does. Usage: node whole-body-client.mjs <url> <tries> <megabytes> <chunked 0|1> [lang]
import { request } from 'node:http'

const [url, tries, megabytes, chunked, lang = 'zh'] = process.argv.slice(2)
const body = Buffer.from(JSON.stringify({ lang, type: 'x', pad: 'x'.repeat(Number(megabytes) * 1024 * 1024) }))
const headers = { 'content-type': 'application/json', 'accept-language': lang }
if (chunked === '1') headers['transfer-encoding'] = 'chunked'
else headers['content-length'] = String(body.length)

const once = () =>
  new Promise((resolve) => {
    const req = request(url, { method: 'POST', headers, agent: false }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => (text += chunk))
      res.on('end', () => resolve({ status: res.statusCode, json: JSON.parse(text) }))
      res.on('error', (error) => resolve({ error: error.code ?? error.message }))
    })
    req.on('error', (error) => resolve({ error: error.code ?? error.message }))
    req.end(body)
  })

for (let i = 0; i < Number(tries); i++) console.log(JSON.stringify(await once()))
