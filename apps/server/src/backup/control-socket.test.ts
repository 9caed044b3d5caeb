/**
 * The embedded server's control socket on its own: only its user may connect, a file left by a killed
 * server is replaced, a live one stops a second start, and the file goes when the server closes. The
 * backup through it, with a real server process, is in cli/backup-restore.test.ts.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTROL_SOCKET, readLines, sendLine } from './control-lines.js'
import { DataDirInUseError, listenControlSocket } from './control-socket.js'
import { backupThroughServer } from './remote-backup.js'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ibr-control-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** A socket file as a server killed with SIGKILL leaves it: nobody listens behind it. */
async function staleSocket(path: string): Promise<void> {
  const child = spawn(process.execPath, [
    '-e',
    `require('node:net').createServer().listen(${JSON.stringify(path)}, () => console.log('listening'))`,
  ])
  await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()))
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGKILL')
  await exited
}

async function ask(path: string, request: unknown): Promise<unknown[]> {
  const socket = connect(path)
  await new Promise((resolve) => socket.once('connect', resolve))
  sendLine(socket, request as never)
  const replies: unknown[] = []
  for await (const line of readLines(socket)) replies.push(line)
  return replies
}

describe('the control socket', () => {
  it('replaces a file left by a killed server, is for its own user only, and goes when the server closes', async () => {
    const path = join(dir, CONTROL_SOCKET)
    await staleSocket(path)
    expect(existsSync(path)).toBe(true)
    // Nobody answers: the command line finds no server and would open the database itself.
    expect(await backupThroughServer(path, join(dir, 'a.tar'), () => {})).toBeNull()

    const control = await listenControlSocket(path)
    expect((await stat(path)).mode & 0o777).toBe(0o600)
    await expect(listenControlSocket(path)).rejects.toBeInstanceOf(DataDirInUseError)
    expect(await ask(path, { command: 'backup', out: join(dir, 'a.tar') })).toEqual([{ error: expect.stringMatching(/still starting/) }])
    expect(await ask(path, { command: 'shutdown' })).toEqual([{ error: expect.stringMatching(/unknown request/) }])
    await expect(backupThroughServer(path, join(dir, 'a.tar'), () => {})).rejects.toThrow(/still starting/)
    await control.close()
    expect(existsSync(path)).toBe(false)
  })
})
