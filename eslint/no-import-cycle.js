// Reports a file taking part in an import cycle, type-only imports included. Plugins that find
// cycles skip `import type`, but a cycle of types is still a cycle of modules: the files can no
// longer be understood, moved or split apart one at a time.
import { relative } from 'node:path'
import { importsOf } from './resolve-import.js'

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
        const cycle = cycleThrough(context.filename)
        if (!cycle) return
        const path = cycle.map((f) => relative(context.cwd, f)).join(' → ')
        context.report({ node, messageId: 'cycle', data: { path } })
      },
    }
  },
}
