import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ROOT } from '../tools/nginx-site.js'
import { START_SCRIPT } from '../tools/server-instance.js'

const unit = readFileSync(new URL('../systemd/ibr@.service', import.meta.url), 'utf8')
const dir = mkdtempSync(join(tmpdir(), 'ibr-deploy-unit-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** The unit as instance 3001 of a release installed in this checkout, so systemd finds the node it names. */
function installedHere(): string {
  const path = join(dir, 'ibr@3001.service')
  writeFileSync(path, unit.replaceAll('/opt/ibr', ROOT))
  return path
}

const directive = (name: string) => [...unit.matchAll(new RegExp(`^${name}=(.*)$`, 'gm'))].map((m) => m[1])

describe('the systemd unit', () => {
  // systemd is not process 1 on these machines: the unit is checked, not started.
  it('passes systemd-analyze verify without a remark', () => {
    const result = spawnSync('systemd-analyze', ['verify', '--man=no', installedHere()], { encoding: 'utf8' })
    expect(result.error, 'systemd-analyze (Debian package systemd) is needed').toBeUndefined()
    expect(result.status, result.stderr).toBe(0)
    expect(result.stderr).toBe('')
  })

  it('runs the server’s start script as npm start does, the port from the instance name', () => {
    const [execStart] = directive('ExecStart')
    expect(execStart).toBe(`/usr/bin/env PORT=%i /opt/ibr/node_modules/.bin/node ${START_SCRIPT}`)
    const manifest = JSON.parse(readFileSync(join(ROOT, 'apps/server/package.json'), 'utf8')) as { scripts: { start: string } }
    expect(`apps/server/${manifest.scripts.start.replace(/^node /, '')}`).toBe(START_SCRIPT)
    expect(directive('WorkingDirectory')).toEqual(['/opt/ibr'])
  })

  it('restarts on failure, under a user of its own, and waits out the server’s drain on SIGTERM', () => {
    expect(directive('Restart')).toEqual(['on-failure'])
    expect(directive('User')).toEqual(['ibr'])
    expect(directive('EnvironmentFile')).toEqual(['/etc/ibr/ibr.env'])
    expect(directive('KillSignal')).toEqual(['SIGTERM'])
    const example = readFileSync(join(ROOT, '.env.example'), 'utf8')
    // The drain (serving while /readyz says draining), then the grace for the requests in flight.
    const setting = (name: string) => Number(new RegExp(`^${name}=(\\d+)$`, 'm').exec(example)?.[1])
    const stopping = setting('SHUTDOWN_DRAIN_MS') + setting('SHUTDOWN_GRACE_MS')
    expect(stopping).toBeGreaterThan(0)
    expect(Number(directive('TimeoutStopSec')[0]) * 1000).toBeGreaterThan(stopping)
  })

  it('is hardened, writing only DATA_DIR (and the backup folder when there is one)', () => {
    for (const name of ['NoNewPrivileges', 'PrivateTmp', 'PrivateDevices', 'ProtectHome', 'RestrictSUIDSGID'])
      expect(directive(name), name).toEqual(['yes'])
    expect(directive('ProtectSystem')).toEqual(['strict'])
    expect(directive('Environment')).toContain('DATA_DIR=/var/lib/ibr')
    expect(directive('ReadWritePaths')).toEqual(['/var/lib/ibr', '-/var/backups/ibr'])
    // V8 writes the code it compiles: this one would stop the server at its first function.
    expect(directive('MemoryDenyWriteExecute')).toEqual([])
    const security = spawnSync('systemd-analyze', ['security', '--offline=true', '--no-pager', installedHere()], { encoding: 'utf8' })
    const exposure = Number(/Overall exposure level for ibr@3001\.service: ([\d.]+)/.exec(security.stdout)?.[1])
    // systemd's scale: 0 (sealed) to 10 (nothing restricted); 2.9 measured, "OK" up to 4.9.
    expect(exposure).toBeLessThanOrEqual(3)
  })
})
