// Route files take their services from `app.services`: a service or repository built in a route file is
// a second one, with its own caches, its own way to announce changes, and dependencies nobody sees.

const BUILT = /^[a-zA-Z0-9]+(Service|Repository)$/

/** @type {import('eslint').Rule.RuleModule} */
const noRouteConstruction = {
  meta: {
    type: 'problem',
    docs: { description: 'refuses building a service or repository in a route file' },
    schema: [],
    messages: {
      built:
        '`{{name}}(` builds a service or repository in a route file: build it once in createServices (apps/server/src/app-services.ts or services/) and take it from app.services.',
    },
  },
  create(context) {
    return {
      CallExpression(node) {
        const callee = node.callee
        const name =
          callee.type === 'Identifier'
            ? callee.name
            : callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier'
              ? callee.property.name
              : undefined
        if (name && BUILT.test(name)) context.report({ node, messageId: 'built', data: { name } })
      },
    }
  },
}

export default noRouteConstruction

/** The block eslint.config.js carries: every route file of the server. */
export const routeConstructionConfig = {
  files: ['apps/server/src/**/*-routes.ts'],
  ignores: ['**/*.test.ts'],
  plugins: { server: { rules: { 'no-route-construction': noRouteConstruction } } },
  rules: { 'server/no-route-construction': 'error' },
}
