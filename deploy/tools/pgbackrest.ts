/**
 * Debian's pgBackRest and the project's files for it (deploy/pgbackrest/): installed with apt-get when
 * missing, as nginx is, and the shipped configuration read and rewritten for a scratch cluster, so a
 * test runs the very settings an operator installs, only with its paths in temp folders.
 */
import { existsSync, readFileSync } from 'node:fs'
import { collectOutput } from './collect-output.js'
import { aptInstall } from './debian-packages.js'
import { asPostgres } from './scratch-cluster.js'

export const PGBACKREST_BIN = '/usr/bin/pgbackrest'
/** The repository's configuration, installed as /etc/pgbackrest.conf. */
export const PGBACKREST_CONF = new URL('../pgbackrest/pgbackrest.conf', import.meta.url)
/** PostgreSQL's archiving settings, installed in /etc/postgresql/15/main/conf.d/. */
export const ARCHIVING_CONF = new URL('../pgbackrest/ibr-archiving.conf', import.meta.url)
/** The stanza the files name: the site's cluster as pgBackRest knows it. */
export const STANZA = 'ibr'

/** Installs the package when the program is missing; throws when it still is. */
export function ensurePgbackrest(): string {
  if (!existsSync(PGBACKREST_BIN)) {
    console.log('> missing: pgbackrest; installing with apt-get')
    aptInstall(['pgbackrest'])
  }
  if (!existsSync(PGBACKREST_BIN)) throw new Error(`${PGBACKREST_BIN} still missing after installing pgbackrest`)
  return PGBACKREST_BIN
}

/**
 * The pgbackrest.conf text with options set: an option already in its section gets the new value in
 * its place, one that is not is added at the section's end. A section the text lacks is an error:
 * the shipped file must name what the test rewrites.
 */
export function rewriteIni(text: string, changes: Record<string, Record<string, string>>): string {
  const lines = text.split('\n')
  for (const [section, options] of Object.entries(changes)) {
    const start = lines.findIndex((line) => line.trim() === `[${section}]`)
    if (start < 0) throw new Error(`pgbackrest.conf has no [${section}] section`)
    let end = lines.findIndex((line, i) => i > start && /^\s*\[/.test(line))
    if (end < 0) end = lines.length
    for (const [key, value] of Object.entries(options)) {
      const at = lines.findIndex((line, i) => i > start && i < end && line.split('=')[0]!.trim() === key)
      if (at >= 0) lines[at] = `${key}=${value}`
      else lines.splice(end++, 0, `${key}=${value}`)
    }
  }
  return lines.join('\n')
}

/** The options of one section of a pgbackrest.conf. */
export function iniSection(text: string, section: string): Record<string, string> {
  const options: Record<string, string> = {}
  let inside = false
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (line.startsWith('[')) inside = line === `[${section}]`
    else if (inside && line && !line.startsWith('#')) {
      const at = line.indexOf('=')
      options[line.slice(0, at).trim()] = line.slice(at + 1).trim()
    }
  }
  return options
}

/** The settings of a postgresql.conf fragment (`name = value`, quotes and comments removed). */
export function postgresSettings(text: string): Record<string, string> {
  const settings: Record<string, string> = {}
  for (const raw of text.split('\n')) {
    const found = /^\s*([a-z_]+)\s*=\s*('(?:[^']|'')*'|[^\s#]+)/.exec(raw)
    if (!found) continue
    const value = found[2]!
    settings[found[1]!] = value.startsWith("'") ? value.slice(1, -1).replaceAll("''", "'") : value
  }
  return settings
}

export const readShipped = (file: URL): string => readFileSync(file, 'utf8')

/** Runs pgbackrest as postgres with the given configuration file; resolves to its output, rejects with it. */
export async function pgbackrest(config: string, args: string[]): Promise<string> {
  const [command, argv] = asPostgres(PGBACKREST_BIN, [`--config=${config}`, `--stanza=${STANZA}`, ...args])
  const { status, output } = await collectOutput(command, argv)
  if (status !== 0) throw new Error(`pgbackrest ${args.join(' ')} failed (exit ${status}):\n${output}`)
  return output
}

/** When the newest backup of the stanza ended (seconds since 1970, as pgBackRest records it). */
export async function lastBackupStop(config: string): Promise<number> {
  const info = JSON.parse(await pgbackrest(config, ['--output=json', 'info'])) as { backup?: { timestamp: { stop: number } }[] }[]
  const stop = info[0]?.backup?.at(-1)?.timestamp.stop
  if (stop === undefined) throw new Error('pgbackrest info lists no backup')
  return stop
}
