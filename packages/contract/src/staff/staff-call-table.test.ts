import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import Type from 'typebox'
import { describe, expect, it } from 'vitest'
import { EmptyBody } from '../api/common.js'
import { defineStaffCall, SIGNED_IN } from './define-staff-call.js'
import { indexStaffCalls, STAFF_CALL_SPECS, STAFF_CALLS } from './staff-call-specs.js'
import { STAFF_ACCESS } from './staff-access.js'
import { renderStaffCallTable, STAFF_CALL_TABLE_COMMAND, STAFF_CALL_TABLE_FILE } from './staff-call-table-render.js'
import { STAFF_API } from './staff-paths.js'

const here = dirname(fileURLToPath(import.meta.url))

describe('staff call tables', () => {
  it('holds the console table as the declarations make it', () => {
    const written = readFileSync(resolve(here, STAFF_CALL_TABLE_FILE), 'utf8')
    expect(written === renderStaffCallTable(STAFF_CALLS), `${STAFF_CALL_TABLE_FILE} is stale: run \`${STAFF_CALL_TABLE_COMMAND}\``).toBe(
      true,
    )
  })

  it('puts every declared call in every table, and nothing else', () => {
    const specs: Record<string, unknown> = STAFF_CALL_SPECS
    const api: Record<string, string> = STAFF_API
    const access: Record<string, unknown> = STAFF_ACCESS
    for (const call of STAFF_CALLS) {
      expect(specs[call.path], call.name).toBe(call)
      expect(api[call.name], call.name).toBe(call.path)
      expect(access[call.path], call.name).toEqual({ permission: call.permission, csrf: call.csrf })
    }
    expect(Object.keys(specs)).toHaveLength(STAFF_CALLS.length)
    expect(Object.keys(access)).toHaveLength(STAFF_CALLS.length)
    // CAS's own address is the one staff path that is not a call of ours.
    expect(Object.keys(api).sort()).toEqual([...STAFF_CALLS.map((call) => call.name), 'cas'].sort())
  })

  it('refuses two declarations with one name or one path', () => {
    const call = (name: string, path: `/api/staff/${string}`) =>
      defineStaffCall({
        name,
        path,
        summary: 'a test call',
        effect: 'read',
        permission: 'signedIn',
        body: EmptyBody,
        ret: Type.Object({}),
        failures: SIGNED_IN,
      })
    const first = call('first', '/api/staff/test/first')
    expect(() => indexStaffCalls([first, call('first', '/api/staff/test/second')], 'name')).toThrow(
      'two staff calls are declared with the name first',
    )
    expect(() => indexStaffCalls([first, call('second', '/api/staff/test/first')], 'path')).toThrow(
      'two staff calls are declared with the path /api/staff/test/first',
    )
    expect(indexStaffCalls([first, call('second', '/api/staff/test/second')], 'path').size).toBe(2)
  })

  it('needs the CSRF token on every call but those declared without it', () => {
    expect(STAFF_CALLS.filter((c) => !c.csrf).map((c) => c.name)).toEqual(['authMethods', 'login', 'signInLink', 'signInLinkUse', 'me'])
  })
})

/** The modules a module loads at run time: its imports and re-exports, but not those of types only. */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8')
  const specifiers = [...source.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?'([^']+)'/gm)].map((m) => m[1]!)
  return specifiers.map((s) => (s.startsWith('.') ? resolve(dirname(file), s.replace(/\.js$/, '.ts')) : s))
}

describe('the console entry (staff-client)', () => {
  it('loads no TypeBox, directly or through what it imports', () => {
    const seen = new Set<string>()
    const packages = new Set<string>()
    const visit = (file: string) => {
      if (seen.has(file)) return
      seen.add(file)
      for (const target of runtimeImports(file)) {
        if (target.startsWith('/')) visit(target)
        else packages.add(target)
      }
    }
    visit(resolve(here, '../staff-client.ts'))
    expect(seen.size).toBeGreaterThan(10)
    expect(seen).toContain(resolve(here, STAFF_CALL_TABLE_FILE))
    expect([...packages].filter((name) => name.startsWith('typebox'))).toEqual([])
  })
})
