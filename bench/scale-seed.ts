import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serverEnv } from './server-process.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

/** Fills a database with the scale seed's `articles` news items, in a process of its own (as `npm run seed:scale` does). */
export async function seedScale(url: string, dataDir: string, articles: number): Promise<void> {
  const script = join(ROOT, 'apps/server/src/db/scale/seed-scale.ts')
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', script, '--articles', String(articles), '--database-url', url, '--data-dir', dataDir],
    { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], env: { ...serverEnv(), INIT_CWD: ROOT } },
  )
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error(`seed:scale exited with ${code}`)
}
