/**
 * Stored files from the command line: copies every object between the directory store and the S3
 * store, to move a site from one to the other (docs/files.md).
 *   npm run files -- copy --to s3 [--verify]    DATA_DIR's files folder → the bucket of the S3_* settings
 *   npm run files -- copy --to dir [--verify]   the bucket → DATA_DIR's files folder
 * The same settings as the server (.env, the environment). Resumable, each object checked, progress
 * printed every second; the site may keep serving meanwhile. Exit 0 when every object is in the target.
 */
import { parseArgs } from 'node:util'
import { loadConfig, loadEnvFile, type Config, type FileStoreKind } from '../config.js'
import { copyStore, objectName, type CopyProgress } from '../storage/copy-store.js'
import { filesDir, openFileStore } from '../storage/open-file-store.js'

const USAGE = `usage:
  npm run files -- copy --to s3 [--verify]    copy DATA_DIR's files into the bucket of the S3_* settings
  npm run files -- copy --to dir [--verify]   copy the bucket's files into DATA_DIR's files folder`

class UsageError extends Error {}

// npm runs workspace scripts in apps/server; DATA_DIR and .env mean what they mean where the command was typed.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD)

/** Where a store is, for people: never a key or a secret. */
function describeStore(config: Config, kind: FileStoreKind): string {
  if (kind === 'dir') return `the folder ${filesDir(config)}`
  const { bucket, prefix, endpoint, region } = config.s3
  return `the bucket ${bucket}${prefix ? ` under ${prefix}` : ''} at ${endpoint || `AWS S3 (${region})`}`
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** One line of progress: counts, bytes written and the rate since the start. */
function progressLine(progress: Readonly<CopyProgress>, elapsedMs: number): string {
  const rate = progress.bytes / 1024 / 1024 / Math.max(elapsedMs / 1000, 0.001)
  const parts = [`${progress.copied} copied`, `${progress.skipped} already there`]
  if (progress.gone > 0) parts.push(`${progress.gone} deleted meanwhile`)
  if (progress.failed.length > 0) parts.push(`${progress.failed.length} failed`)
  return `${progress.seen} objects (${parts.join(', ')}), ${megabytes(progress.bytes)} written, ${rate.toFixed(1)} MB/s`
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { to: { type: 'string' }, verify: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  })
  if (values.help) {
    console.log(USAGE)
    return 0
  }
  if (positionals.length !== 1 || positionals[0] !== 'copy') throw new UsageError('say what to do: copy')
  const to = values.to
  if (to !== 's3' && to !== 'dir') throw new UsageError('--to must be s3 or dir')
  const from: FileStoreKind = to === 's3' ? 'dir' : 's3'

  loadEnvFile()
  const config = loadConfig()
  const source = await openFileStore(config, from)
  const target = await openFileStore(config, to)
  console.log(`copying every stored file from ${describeStore(config, from)} to ${describeStore(config, to)}`)

  const started = Date.now()
  let latest: Readonly<CopyProgress> | undefined
  const ticker = setInterval(() => {
    if (latest) console.log(progressLine(latest, Date.now() - started))
  }, 1000)
  try {
    const done = await copyStore(source, target, {
      verify: values.verify ?? false,
      onObject: (progress, key) => {
        latest = progress
        const failure = progress.failed.at(-1)
        if (failure?.key === key) console.error(`not copied: ${objectName(key)}: ${failure.reason}`)
      },
    })
    console.log(`done: ${progressLine(done, Date.now() - started)}`)
    if (done.failed.length > 0) {
      console.error(`${done.failed.length} objects were not copied (listed above); run the command again once they are dealt with`)
      return 1
    }
    return 0
  } finally {
    clearInterval(ticker)
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      console.error(`${(error as Error).message}\n${USAGE}`)
      process.exit(2)
    }
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(1)
  },
)
