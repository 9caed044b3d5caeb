import { ArchiveRefused } from './read-archive.js'

/** What is taken from pg_restore's data-only script: a table's rows, and the sequences' positions. */
export type ScriptItem =
  | { kind: 'copy'; table: string; columns: string[] }
  | { kind: 'row'; fields: (string | null)[] }
  | { kind: 'sequence'; name: string; value: string; called: boolean }

/** An identifier as pg_dump writes one: bare when it may be, else in double quotes. */
const IDENT = String.raw`(?:[a-z_][a-z0-9_$]*|"(?:[^"]|"")+")`
const COPY_LINE = new RegExp(String.raw`^COPY public\.(${IDENT}) \((${IDENT}(?:, ${IDENT})*)\) FROM stdin;$`)
const SETVAL_LINE = /^SELECT pg_catalog\.setval\('public\.([a-z_][a-z0-9_$]*|"[^"']+")', (\d+), (true|false)\);$/
/** Lines of the script that set up pg_restore's own session: read past, never run. */
const SESSION_LINE = [
  /^$/,
  /^--/,
  /^SET [a-z_]+ = [^;]*;$/,
  /^SELECT pg_catalog\.set_config\('search_path', '', false\);$/,
  /^\\(un)?restrict [A-Za-z0-9]+$/,
]

const unquote = (name: string) => (name.startsWith('"') ? name.slice(1, -1).replaceAll('""', '"') : name)

function splitIdents(list: string): string[] {
  return [...list.matchAll(new RegExp(IDENT, 'g'))].map((m) => unquote(m[0]))
}

const ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' }

/** One field of COPY's text format: `\N` is null, backslash escapes stand for the characters they name. */
export function decodeField(raw: string): string | null {
  if (raw === '\\N') return null
  if (!raw.includes('\\')) return raw
  return raw.replace(/\\(?:([0-7]{1,3})|x([0-9a-fA-F]{1,2})|([\s\S]))/g, (_all, octal?: string, hex?: string, char?: string) => {
    if (char !== undefined) return ESCAPES[char] ?? char
    const code = parseInt(octal ?? hex!, octal ? 8 : 16)
    // pg_dump writes characters as they are; a byte escape beyond ASCII would be half a character.
    if (code > 0x7f) throw new ArchiveRefused('the database dump has a byte escape COPY does not write')
    return String.fromCharCode(code)
  })
}

/**
 * Reads the script `pg_restore --data-only --file=-` prints (pg-programs.ts) as data, never as SQL:
 * COPY blocks into public's tables and setval of public's sequences. A line of anything else (a
 * statement an archive's maker slipped into a COPY's or a setval's text) refuses the archive.
 */
export async function* readDataScript(lines: AsyncIterable<string>): AsyncGenerator<ScriptItem> {
  let copying = false
  for await (const line of lines) {
    if (copying) {
      if (line === '\\.') copying = false
      else yield { kind: 'row', fields: line.split('\t').map(decodeField) }
      continue
    }
    const copy = COPY_LINE.exec(line)
    if (copy) {
      copying = true
      yield { kind: 'copy', table: unquote(copy[1]!), columns: splitIdents(copy[2]!) }
      continue
    }
    const setval = SETVAL_LINE.exec(line)
    if (setval) {
      yield { kind: 'sequence', name: unquote(setval[1]!), value: setval[2]!, called: setval[3] === 'true' }
      continue
    }
    if (SESSION_LINE.some((pattern) => pattern.test(line))) continue
    throw new ArchiveRefused(`the database dump holds a statement a backup of this site does not: ${line.slice(0, 120)}`)
  }
  if (copying) throw new ArchiveRefused("the database dump ends inside a table's rows")
}
