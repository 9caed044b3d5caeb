// Reports an import that crosses a boundary of the architecture. Each zone says: files under
// `target` may not import files under `from`, except those matching `allow` (a regular expression
// tested on the imported file's path relative to the repository); or, for a zone with `sealed`, that
// no file outside that folder imports one inside it but those matching `allow` (a module's index.ts).
// Paths are repository-relative.
import { relative, sep } from 'node:path'
import { resolveImport } from './resolve-import.js'

const under = (path, folder) => path === folder || path.startsWith(folder + '/')
const asPosix = (path) => path.split(sep).join('/')

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports across the architecture’s boundaries' },
    schema: [
      {
        type: 'object',
        properties: {
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                target: { type: 'string' },
                from: { type: 'string' },
                sealed: { type: 'string' },
                allow: { type: 'string' },
                message: { type: 'string' },
              },
              required: ['message'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: { crossed: '{{file}} may not be imported here: {{message}}' },
  },
  create(context) {
    const zones = context.options[0]?.zones ?? []
    const file = asPosix(relative(context.cwd, context.filename))
    const active = zones.filter((z) => (z.sealed ? !under(file, z.sealed) : under(file, z.target)))
    if (active.length === 0) return {}
    const check = (node, specifier) => {
      if (typeof specifier !== 'string') return
      const resolved = resolveImport(context.filename, specifier)
      if (!resolved) return
      const imported = asPosix(relative(context.cwd, resolved))
      for (const zone of active) {
        const inside = zone.sealed ? under(imported, zone.sealed) : under(imported, zone.from) && !under(imported, zone.target)
        if (!inside) continue
        if (zone.allow && new RegExp(zone.allow).test(imported)) continue
        context.report({ node, messageId: 'crossed', data: { file: imported, message: zone.message } })
        return
      }
    }
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    }
  },
}
