/**
 * `npm run deploy:prometheus -- --config /etc/prometheus/prometheus.yml --targets 127.0.0.1:3001,127.0.0.1:3002
 * [--token-file /etc/prometheus/ibr-metrics-token] [--promtool /usr/bin/promtool]`: adds the site's
 * alert rules and scrape job to Prometheus' configuration (docs/operations.md). ibr-alerts.yml is
 * copied beside it; the configuration is replaced only when promtool accepts the result, and the
 * file it replaces is kept as prometheus.yml.bak. Run again, it replaces its own job instead of
 * adding another, and changes nothing when nothing would change.
 */
import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, readFileSync, renameSync, rmSync, statSync, chmodSync, writeFileSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { ROOT } from './nginx-site.js'
import { PROMTOOL_BIN } from './prometheus-install.js'
import { mergePrometheusConfig, parseTargets } from './prometheus-merge.js'

const FRAGMENT = join(ROOT, 'deploy/prometheus/ibr-scrape.yml')
const ALERTS = join(ROOT, 'deploy/prometheus/ibr-alerts.yml')

const { values } = parseArgs({
  options: {
    config: { type: 'string', default: '/etc/prometheus/prometheus.yml' },
    targets: { type: 'string' },
    'token-file': { type: 'string' },
    promtool: { type: 'string', default: PROMTOOL_BIN },
  },
})

/** promtool's verdict on a configuration (and the rule files it names); throws with what it said. */
function promtoolAccepts(promtool: string, file: string): void {
  const result = spawnSync(promtool, ['check', 'config', file], { encoding: 'utf8' })
  if (result.error)
    throw new Error(`could not run ${promtool} (${result.error.message}): install Debian's prometheus ("apt-get install prometheus")`)
  if (result.status !== 0)
    throw new Error(`promtool refused the result, so nothing was changed:\n${(result.stdout + result.stderr).trim()}`)
}

/** Files this run replaced, and those of them that had a previous version (kept as `<file>.bak`). */
const written: string[] = []
const kept: string[] = []

/** Moves `staged` to `file` unless `file` already holds the same, keeping what was there as `<file>.bak`. */
function replaceKeepingOld(file: string, staged: string): void {
  const text = readFileSync(staged, 'utf8')
  if (existsSync(file) && readFileSync(file, 'utf8') === text) {
    rmSync(staged, { force: true })
    return
  }
  if (existsSync(file)) {
    copyFileSync(file, `${file}.bak`)
    chmodSync(staged, statSync(file).mode & 0o7777)
    kept.push(`${file}.bak`)
  }
  renameSync(staged, file)
  written.push(file)
}

try {
  if (!values.targets) throw new Error('missing --targets: every instance’s own address, e.g. --targets 127.0.0.1:3001,127.0.0.1:3002')
  const targets = parseTargets(values.targets)
  const config = resolve(values.config)
  if (!existsSync(config))
    throw new Error(
      `no Prometheus configuration at ${config}: install Debian's prometheus ("apt-get install prometheus") or name the file with --config`,
    )
  const tokenFile = values['token-file'] ? resolve(values['token-file']) : undefined
  if (tokenFile && !existsSync(tokenFile)) throw new Error(`--token-file ${tokenFile} does not exist: write METRICS_TOKEN into it first`)

  const merged = mergePrometheusConfig(readFileSync(config, 'utf8'), readFileSync(FRAGMENT, 'utf8'), { targets, tokenFile }, config)
  // Both staged beside their final names (rule files are found relative to the configuration), checked
  // together, then moved into place: Prometheus never reads a half-written or refused file.
  const dir = dirname(config)
  const alerts = join(dir, basename(ALERTS))
  const stagedAlerts = `${alerts}.new`
  const stagedConfig = join(dir, `.${basename(config)}.new`)
  writeFileSync(stagedAlerts, readFileSync(ALERTS))
  writeFileSync(stagedConfig, merged.replace(/^( *- )ibr-alerts\.yml$/m, `$1${basename(stagedAlerts)}`))
  try {
    promtoolAccepts(values.promtool, stagedConfig)
  } catch (error) {
    rmSync(stagedAlerts, { force: true })
    rmSync(stagedConfig, { force: true })
    throw error
  }
  writeFileSync(stagedConfig, merged)
  replaceKeepingOld(alerts, stagedAlerts)
  replaceKeepingOld(config, stagedConfig)
  if (written.length === 0)
    console.log(`deploy:prometheus: ${config} already has the site's rules and job for ${targets.join(', ')}; nothing changed`)
  else
    console.log(
      `deploy:prometheus: written ${written.join(' and ')}${kept.length ? ` (the previous kept as ${kept.join(' and ')})` : ''}; promtool accepts them. Now "systemctl reload prometheus".`,
    )
} catch (error) {
  console.error(`deploy:prometheus: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
