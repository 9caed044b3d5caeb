import { connect, type Socket } from 'node:net'
import { readLines, sendLine, type BackupSummary, type ControlReply } from './control-lines.js'

/** Connects, or answers null when no server listens there (no socket file, or one left by a killed server). */
function connectOrNone(path: string): Promise<Socket | null> {
  return new Promise((resolve, reject) => {
    const socket = connect(path)
    socket.once('connect', () => {
      socket.removeAllListeners('error')
      resolve(socket)
    })
    socket.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ENOENT' || error.code === 'ECONNREFUSED' ? resolve(null) : reject(error),
    )
  })
}

/**
 * Asks the server running on this DATA_DIR (its control socket, `path`) to write the archive to `out`,
 * passing its progress lines on. Answers null when no server runs there: the caller opens the database
 * itself. Throws what the server reported when the backup failed.
 */
export async function backupThroughServer(path: string, out: string, progress: (line: string) => void): Promise<BackupSummary | null> {
  const socket = await connectOrNone(path)
  if (!socket) return null
  try {
    sendLine(socket, { command: 'backup', out })
    for await (const line of readLines(socket)) {
      const reply = line as ControlReply
      if ('progress' in reply) progress(reply.progress)
      else if ('done' in reply) return reply.done
      else if ('error' in reply) throw new Error(reply.error)
    }
    throw new Error('the running server closed the connection before the backup was done')
  } finally {
    socket.destroy()
  }
}
