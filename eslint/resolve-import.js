// Resolves the relative imports of a file as TypeScript and Vite do ('./a.js' may be './a.ts';
// './a' may be './a.tsx' or './a/index.ts'), and lists a file's imports, type-only ones included.
// Shared by the project's own lint rules; packages (bare specifiers) are not followed.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import ts from 'typescript'

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs']

const isFile = (path) => existsSync(path) && statSync(path).isFile()

/** The file a relative specifier names, or undefined for a package or a file that is not there. */
export function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return undefined
  const base = resolve(dirname(from), specifier)
  const stem = base.replace(/\.(js|mjs|jsx)$/, '')
  const candidates = [base, ...EXTENSIONS.map((ext) => stem + ext), ...EXTENSIONS.map((ext) => `${base}/index${ext}`)]
  return candidates.find(isFile)
}

/** Each file's relative imports (static, dynamic, type-only, re-exports), read again when the file changes. */
const known = new Map()
export function importsOf(file) {
  const mtime = statSync(file).mtimeMs
  const entry = known.get(file)
  if (entry?.mtime === mtime) return entry.found
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
  const found = importedFiles.map((f) => resolveImport(file, f.fileName)).filter(Boolean)
  known.set(file, { mtime, found })
  return found
}
