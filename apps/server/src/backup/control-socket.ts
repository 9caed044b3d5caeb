import { chmod, mkdir, rm } from 'node:fs/promises'
import { connect, createServer, type Server, type Socket } from 'node:net'
import { dirname, isAbsolute } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { CONTROL_SOCKET, readLines, sendLine, summarize, type ControlRequest } from './control-lines.js'
import { writeBackup, type BackupSource } from './write-backup.js'

export { CONTROL_SOCKET }

/** The longest path a Unix socket can have on Linux (a longer one would be cut short, silently). */
const SOCKET_PATH_MAX_BYTES = 107

/** Thrown at start when another server already answers on the socket: it has this DATA_DIR's database open. */
export class DataDirInUseError extends Error {}

export interface ControlSocket {
  /** From now on requests are served with this source (before, they are answered that the server is starting). */
  serve(source: BackupSource, log: FastifyBaseLogger): void
  /** Stops listening, ends the connections and removes the socket file. */
  close(): Promise<void>
}

/** Whether a server answers on the socket file: a file left by a killed process refuses the connection. */
export function answers(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect(path)
    probe.once('connect', () => {
      probe.destroy()
      resolve(true)
    })
    probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code !== 'ECONNREFUSED' && error.code !== 'ENOENT'))
  })
}

function listen(server: Server, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(path, () => {
      server.off('error', reject)
      resolve()
    })
  })
}

interface Serving {
  source: BackupSource
  log: FastifyBaseLogger
}

async function handle(socket: Socket, serving: Serving | undefined): Promise<void> {
  const lines = readLines(socket)
  const first = await lines.next()
  const request = first.value as Partial<ControlRequest> | undefined
  if (request?.command !== 'backup' || typeof request.out !== 'string' || !isAbsolute(request.out)) {
    sendLine(socket, { error: 'unknown request: this server takes {"command":"backup","out":"/absolute/path.tar"}' })
    return
  }
  if (!serving) {
    sendLine(socket, { error: 'the server is still starting: try again in a moment' })
    return
  }
  const { source, log } = serving
  log.info({ file: request.out }, 'backup asked for on the control socket')
  const manifest = await writeBackup(source, request.out, (line) => sendLine(socket, { progress: line }))
  log.info({ file: request.out, files: manifest.files.count }, 'backup written for the control socket')
  sendLine(socket, { done: summarize(manifest, Boolean(source.key)) })
}

/**
 * Listens on `path` (DATA_DIR/control.sock) for the command line's requests while the server runs on
 * the embedded database, which no other process can open then: `npm run backup` asks here instead. Only
 * the server's own user may connect (mode 0600; until the chmod the file is the umask's, which gives
 * others no write permission, and connecting needs it), and a request can do no more than that user
 * could, so a path to write is taken as given. A file left by a killed server is replaced; one a live
 * server answers on stops this start with DataDirInUseError.
 */
export async function listenControlSocket(path: string): Promise<ControlSocket> {
  if (Buffer.byteLength(path) > SOCKET_PATH_MAX_BYTES)
    throw new Error(`${path} is longer than a socket's path may be (${SOCKET_PATH_MAX_BYTES} bytes)`)
  let serving: Serving | undefined
  const open = new Set<Socket>()
  const server = createServer((socket) => {
    open.add(socket)
    socket.once('close', () => open.delete(socket))
    // A command line that went away mid-backup: the archive is still written, nobody reads the lines.
    socket.on('error', () => {})
    handle(socket, serving)
      .catch((error: unknown) => sendLine(socket, { error: error instanceof Error ? error.message : String(error) }))
      .finally(() => socket.end())
  })
  await mkdir(dirname(path), { recursive: true })
  try {
    await listen(server, path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error
    if (await answers(path)) throw new DataDirInUseError(`another server is running on this DATA_DIR: ${path} answers`)
    await rm(path, { force: true })
    await listen(server, path)
  }
  await chmod(path, 0o600)
  return {
    serve(source, log) {
      serving = { source, log }
    },
    async close() {
      const closed = new Promise((resolve) => server.close(resolve))
      for (const socket of open) socket.destroy()
      await closed
      await rm(path, { force: true })
    },
  }
}
