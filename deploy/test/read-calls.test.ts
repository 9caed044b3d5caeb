import { readFileSync } from 'node:fs'
import { API, CALL_SPECS } from '@ibr/contract'
import { describe, expect, it } from 'vitest'
import { READ_CALLS_FILE, readCallPaths, readCallsConf } from '../tools/read-calls.js'

const committed = readFileSync(READ_CALLS_FILE, 'utf8')
const template = readFileSync(new URL('../nginx/ibr-site.conf.template', import.meta.url), 'utf8')

describe('the read calls nginx may send twice', () => {
  it('are the file in the repository, up to date with the contract', () => {
    // Failing here: a call was added or its effect changed. `npm run deploy:read-calls` writes the file again.
    expect(committed).toBe(readCallsConf())
  })

  it('hold every call that changes nothing and no other', () => {
    const locations = [...committed.matchAll(/^location = (\S+) \{ proxy_pass http:\/\/ibr; (proxy_next_upstream [^;]+); \}$/gm)]
    expect(locations.map((m) => m[1])).toEqual(readCallPaths())
    for (const [, , directive] of locations) expect(directive).toBe('proxy_next_upstream error timeout non_idempotent')
    const writes = Object.entries(CALL_SPECS).filter(([, spec]) => spec.effect === 'write')
    expect(writes.length).toBeGreaterThan(0)
    for (const [path] of writes) expect(committed).not.toContain(`location = ${path} `)
    // Not in the contract's calls: an upload, and every staff call.
    expect(committed).not.toContain(API.fileUpload)
    expect(committed).not.toContain('/api/staff/')
  })

  it('are the only place a call may be sent again after an instance received it', () => {
    // Everywhere else nginx's default holds: a POST goes on to the next instance only if the first never received it.
    expect(template).not.toContain('non_idempotent;')
    expect(template).toMatch(/^ {4}proxy_next_upstream error timeout;$/m)
  })
})
