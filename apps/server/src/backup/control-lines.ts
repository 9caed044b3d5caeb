import type { Socket } from 'node:net'
import type { Manifest } from './manifest.js'

/**
 * The control socket's protocol: one JSON object a line each way. The command line sends one request;
 * the server answers progress lines, then one `done` or `error` line, and closes.
 */
export type ControlRequest = { command: 'backup'; /** Absolute path of the archive to write. */ out: string }
export type ControlReply = { progress: string } | { done: BackupSummary } | { error: string }

/** The socket's name in DATA_DIR. */
export const CONTROL_SOCKET = 'control.sock'

/** What the command line prints of a written archive (the manifest itself lists every file). */
export interface BackupSummary {
  rows: number
  tables: number
  migration: string
  files: number
  bytes: number
  missing: string[]
  /** Whether the archive carries a signature (the site had BACKUP_KEY). */
  signed: boolean
}

export function summarize(manifest: Manifest, signed: boolean): BackupSummary {
  return {
    rows: Object.values(manifest.database.rows).reduce((a, b) => a + b, 0),
    tables: Object.keys(manifest.database.rows).length,
    migration: manifest.database.migration,
    files: manifest.files.count,
    bytes: manifest.files.bytes,
    missing: manifest.files.missing,
    signed,
  }
}

/** A request or reply is small; a longer line is not the other side speaking this protocol. */
const LINE_MAX_BYTES = 1024 * 1024

/** Writes one message as a line. */
export function sendLine(socket: Socket, message: ControlRequest | ControlReply): void {
  if (!socket.destroyed) socket.write(`${JSON.stringify(message)}\n`)
}

/** The socket's lines, each parsed; ends when the other side closes. */
export async function* readLines(socket: Socket): AsyncGenerator<unknown> {
  let rest = ''
  for await (const chunk of socket.setEncoding('utf8') as AsyncIterable<string>) {
    const lines = (rest + chunk).split('\n')
    rest = lines.pop()!
    if (rest.length > LINE_MAX_BYTES) throw new Error('the other side of the control socket sent a line too long')
    for (const line of lines) if (line.trim()) yield JSON.parse(line)
  }
  if (rest.trim()) yield JSON.parse(rest)
}
