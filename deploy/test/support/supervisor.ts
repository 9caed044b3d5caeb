/**
 * What systemd does for `systemctl restart ibr@PORT` in production, for tests that have no systemd: a
 * small HTTP endpoint (`POST /restart/PORT`) that stops the instance on that port (SIGTERM, waiting
 * for it to exit, as the unit's stop does) and starts it again from the release `/opt/ibr` would name
 * now, answering once the new process runs (as `systemctl restart` returns for a simple service).
 */
import { createServer, type Server } from 'node:http'
import { join } from 'node:path'
import { ready, startInstance, type InstanceProcess } from '../../tools/server-instance.js'

export interface Supervisor {
  /** The command that restarts an instance: `{port}` is the port, as the unit's name holds it. */
  restartCommand: string
  /** The release a (re)start runs: what /opt/ibr names. */
  release: string
  /** Settings the next (re)starts get over the common ones (a wrong one, to see a start fail). */
  extraEnv: NodeJS.ProcessEnv
  /** Every exit of an instance: its port, the release it ran and its exit code (or signal). */
  exits: { port: number; release: string; code: number | string }[]
  start(port: number): Promise<InstanceProcess>
  instance(port: number): InstanceProcess | undefined
  stop(): Promise<void>
}

export async function startSupervisor(env: NodeJS.ProcessEnv, logDir: string): Promise<Supervisor> {
  const instances = new Map<number, { child: InstanceProcess; release: string }>()
  const supervisor: Supervisor = {
    restartCommand: '',
    release: '',
    extraEnv: {},
    exits: [],
    async start(port) {
      const child = launch(port)
      await ready(child, 120_000)
      return child
    },
    instance: (port) => instances.get(port)?.child,
    async stop() {
      server.close()
      await Promise.all([...instances.values()].map(({ child }) => child.stop()))
    },
  }
  const launch = (port: number) => {
    const release = supervisor.release
    const child = startInstance(release, port, { ...env, ...supervisor.extraEnv }, join(logDir, `instance-${port}.log`))
    instances.set(port, { child, release })
    void child.exited.then((code) => supervisor.exits.push({ port, release, code }))
    return child
  }
  const server: Server = createServer((req, res) => {
    const port = Number(/^\/restart\/(\d+)$/.exec(req.url ?? '')?.[1])
    const running = instances.get(port)
    if (req.method !== 'POST' || !running) return void res.writeHead(404).end(`no instance ${req.url}\n`)
    void (async () => {
      await running.child.stop()
      res.writeHead(200).end(`restarted ${port}: pid ${launch(port).pid}\n`)
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  // Through the project's Node (curl may be missing): prints the answer, fails when it is not 200.
  const ask = `fetch('http://127.0.0.1:${port}/restart/' + process.argv[1], { method: 'POST' }).then(async (r) => { console.log((await r.text()).trim()); process.exit(r.ok ? 0 : 1) })`
  supervisor.restartCommand = `'${process.execPath}' -e "${ask}" {port}`
  return supervisor
}
