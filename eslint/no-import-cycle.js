// An ESLint rule that reports a file taking part in an import cycle, type-only imports included.
// import-x/no-cycle skips `import type`, but a cycle of types is still a cycle of modules: the two
// files can no longer be understood, moved or split apart one at a time.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import ts from 'typescript'

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs']

/** The file a relative specifier names ('./a.js' may be './a.ts'; './a' may be './a.tsx' or './a/index.ts'). */
function resolveRelative(from, specifier) {
  const base = resolve(dirname(from), specifier)
  const stem = base.replace(/\.(js|mjs|jsx)$/, '')
  const candidates = [base, ...EXTENSIONS.map((ext) => stem + ext), ...EXTENSIONS.map((ext) => `${base}/index${ext}`)]
  return candidates.find((file) => existsSync(file) && statSync(file).isFile())
}

/** Each file's relative imports (static, dynamic, type-only, re-exports), read again when the file changes. */
const edges = new Map()
function importsOf(file) {
  const mtime = statSync(file).mtimeMs
  const known = edges.get(file)
  if (known?.mtime === mtime) return known.found
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
  const found = importedFiles
    .map((f) => f.fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => resolveRelative(file, name))
    .filter(Boolean)
  edges.set(file, { mtime, found })
  return found
}

/** A shortest path of imports from `start` back to itself, or undefined (breadth-first). */
function cycleThrough(start) {
  const previous = new Map([[start, null]])
  const queue = [start]
  while (queue.length) {
    const file = queue.shift()
    for (const next of importsOf(file)) {
      if (next === start) {
        const path = [start]
        for (let at = file; at !== start; at = previous.get(at)) path.splice(1, 0, at)
        return [...path, start]
      }
      if (!previous.has(next)) {
        previous.set(next, file)
        queue.push(next)
      }
    }
  }
  return undefined
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type-only imports included' },
    schema: [],
    messages: { cycle: 'Import cycle: {{path}}' },
  },
  create(context) {
    return {
      Program(node) {
        const file = context.filename
        const cycle = cycleThrough(file)
        if (!cycle) return
        const root = context.cwd
        context.report({ node, messageId: 'cycle', data: { path: cycle.map((f) => relative(root, f)).join(' → ') } })
      },
    }
  },
}
