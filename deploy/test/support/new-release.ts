/**
 * A release folder of a "new build" for the upgrade rehearsal, made from this checkout's build in a
 * few seconds: the server's compiled output and source, the site's and the console's builds, the
 * deploy tools and the scripts, with the installed packages linked rather than copied. It adds one
 * additive migration, numbered after the last one this checkout knows, and a version of its own;
 * the server is bundled again (scripts/bundle-server.mjs) so the running build carries the migration.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { transformSync } from 'esbuild'
import { MIGRATIONS } from '../../../apps/server/src/db/migrations/index.js'
import { ROOT } from '../../tools/nginx-site.js'

export interface NewRelease {
  root: string
  version: string
  /** The migration it adds, and the last one before it (what `migrate down --to` goes back to). */
  migration: string
  previous: string
}

const COPIED = [
  'package.json',
  'tsconfig.base.json',
  'apps/server/package.json',
  'apps/server/tsconfig.json',
  'apps/server/src',
  'apps/server/dist',
  'apps/web/package.json',
  'apps/web/dist',
  'apps/console/package.json',
  'apps/console/dist',
  'packages',
  'deploy/tools',
  'deploy/nginx',
  'deploy/systemd',
  'scripts',
]

const MIGRATION_SOURCE = (contract: boolean) => `import { sql, type Kysely } from 'kysely'
${contract ? "\n/** Declared a contract: as if it dropped what earlier builds read. */\nexport const contract = { retires: ['fault_report.place'], why: 'the rehearsal of a contract' } as const\n" : ''}
/** The upgrade rehearsal's additive migration: a table no earlier build reads. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql\`create table upgrade_rehearsal (id serial primary key, note text not null)\`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql\`drop table upgrade_rehearsal\`.execute(db)
}
`

/** Registers `name` after the last migration of an index.ts or its compiled index.js. */
function register(text: string, name: string): string {
  const id = `m${name.slice(0, 4)}`
  const lastImport = [...text.matchAll(/^import \* as m\d{4} from '\.\/[\w-]+\.js';?$/gm)].at(-1)
  const lastEntry = [...text.matchAll(/^( +)'\d{4}-[\w-]+': m\d{4},$/gm)].at(-1)
  if (!lastImport || !lastEntry) throw new Error('new release: the migrations index has not the expected shape')
  const after = lastEntry.index + lastEntry[0].length
  const withEntry = `${text.slice(0, after)}\n${lastEntry[1]}'${name}': ${id},${text.slice(after)}`
  const end = lastImport.index + lastImport[0].length
  return `${withEntry.slice(0, end)}\nimport * as ${id} from './${name}.js'${lastImport[0].endsWith(';') ? ';' : ''}${withEntry.slice(end)}`
}

/**
 * `previous`: the last migration of the running build, as it reports it (its bundle is what runs, and
 * the source or tsc's output may hold a newer one not bundled yet). `contract`: the added migration
 * declares itself a contract (it is never run).
 */
export function makeNewRelease(root: string, previous: string, { contract = false } = {}): NewRelease {
  for (const path of COPIED)
    cpSync(join(ROOT, path), join(root, path), { recursive: true, filter: (src) => !src.includes('/node_modules') })
  symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'))
  // Packages npm could not hoist (another version than the root's) sit beside the server.
  if (existsSync(join(ROOT, 'apps/server/node_modules')))
    symlinkSync(join(ROOT, 'apps/server/node_modules'), join(root, 'apps/server/node_modules'))

  const next = Math.max(...[previous, ...Object.keys(MIGRATIONS)].map((name) => Number(name.slice(0, 4)))) + 1
  const migration = `${String(next).padStart(4, '0')}-upgrade-rehearsal${contract ? '-contract' : ''}`

  const src = join(root, 'apps/server/src/db/migrations')
  const dist = join(root, 'apps/server/dist/db/migrations')
  writeFileSync(join(src, `${migration}.ts`), MIGRATION_SOURCE(contract))
  writeFileSync(join(src, 'index.ts'), register(readFileSync(join(src, 'index.ts'), 'utf8'), migration))
  mkdirSync(dist, { recursive: true })
  writeFileSync(join(dist, `${migration}.js`), transformSync(MIGRATION_SOURCE(contract), { loader: 'ts', format: 'esm' }).code)
  writeFileSync(join(dist, 'index.js'), register(readFileSync(join(dist, 'index.js'), 'utf8'), migration))

  const manifestFile = join(root, 'apps/server/package.json')
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { version: string }
  const version = `${manifest.version}-next`
  writeFileSync(manifestFile, `${JSON.stringify({ ...manifest, version }, null, 2)}\n`)
  execFileSync(process.execPath, ['scripts/bundle-server.mjs'], { cwd: root, stdio: 'inherit' })
  return { root, version, migration, previous }
}
