/**
 * Debian's Prometheus (with its promtool), for the test that scrapes the layout's instances the way
 * docs/operations.md says to: installed with apt-get when missing, as nginx is.
 */
import { existsSync } from 'node:fs'
import { aptInstall } from './debian-packages.js'

export const PROMETHEUS_BIN = '/usr/bin/prometheus'
export const PROMTOOL_BIN = '/usr/bin/promtool'

/** Installs the package when either program is missing; throws when they still are. */
export function ensurePrometheus(): { prometheus: string; promtool: string } {
  if (!existsSync(PROMETHEUS_BIN) || !existsSync(PROMTOOL_BIN)) {
    console.log('> missing: prometheus; installing with apt-get')
    aptInstall(['prometheus'])
  }
  for (const bin of [PROMETHEUS_BIN, PROMTOOL_BIN])
    if (!existsSync(bin)) throw new Error(`${bin} still missing after installing prometheus`)
  return { prometheus: PROMETHEUS_BIN, promtool: PROMTOOL_BIN }
}
