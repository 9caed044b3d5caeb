/**
 * The nginx include of the public calls that only read (deploy/nginx/ibr-read-calls.conf), made from
 * the contract: every call of CALL_SPECS whose effect is 'read' gets a location of its own in which
 * nginx may send it to another instance after the first received it and failed.
 */
import { CALL_SPECS, type CallSpec } from '@ibr/contract'

export const READ_CALLS_FILE = new URL('../nginx/ibr-read-calls.conf', import.meta.url)

/** The paths of the calls that change nothing, sorted so the file changes only when the list does. */
export function readCallPaths(specs: Record<string, CallSpec> = CALL_SPECS): string[] {
  return Object.entries(specs)
    .filter(([, spec]) => spec.effect === 'read')
    .map(([path]) => path)
    .sort()
}

/** The file's text. */
export function readCallsConf(specs: Record<string, CallSpec> = CALL_SPECS): string {
  const header = [
    '# Generated from packages/contract (CALL_SPECS, the calls whose effect is "read") by',
    '# `npm run deploy:read-calls`; a test fails when it is out of date. Do not edit it by hand.',
    '#',
    '# The public calls that change nothing. Every call is a POST, which nginx sends on to the next',
    '# instance only while the first has not received it. These may also go on after the first received',
    '# them and failed or timed out (non_idempotent): sending one twice changes nothing.',
  ]
  const locations = readCallPaths(specs).map(
    (path) => `location = ${path} { proxy_pass http://ibr; proxy_next_upstream error timeout non_idempotent; }`,
  )
  return `${[...header, ...locations].join('\n')}\n`
}
