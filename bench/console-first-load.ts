/**
 * `node --import tsx bench/console-first-load.ts <dist> [<dist>…]`: the JavaScript (gzip bytes) the
 * console's first load downloads, for builds made with `vite build --manifest`: what `index.html`
 * loads (the shell with the sign-in gate), and that plus the dashboard's lazy chunks (a signed-in
 * first visit). Several builds are measured side by side (e.g. before and after a change).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

type Chunk = { file: string; isEntry?: boolean; imports?: string[] }
type Manifest = Record<string, Chunk>

const gz = (dist: string, file: string) => gzipSync(readFileSync(join(dist, file))).length

/** The chunk's file and every file it imports statically, transitively. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key]
  if (!chunk || seen.has(chunk.file)) return seen
  seen.add(chunk.file)
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen)
  return seen
}

function measure(dist: string) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  const dashboard = Object.keys(manifest).find((key) => key.endsWith('features/dashboard/dashboard-page.tsx'))
  if (!entry || !dashboard) throw new Error(`${dist}: no entry or dashboard chunk in the manifest`)
  const shell = closure(manifest, entry)
  const withDashboard = closure(manifest, dashboard, new Set(shell))
  const sum = (files: Set<string>) => [...files].filter((f) => f.endsWith('.js')).reduce((total, f) => total + gz(dist, f), 0)
  return { shell: sum(shell), dashboard: sum(withDashboard) }
}

for (const dist of process.argv.slice(2)) {
  const { shell, dashboard } = measure(dist)
  console.log(`${dist}: sign-in (index.html) ${shell.toLocaleString('en')} B gz; with the dashboard ${dashboard.toLocaleString('en')} B gz`)
}
