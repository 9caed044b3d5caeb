// The server's route files build no service or repository: the rule, with the block eslint.config.js uses.
import { Linter } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'
import { routeConstructionConfig } from './no-route-construction.js'

const root = '/repo'

/** The rule's messages for one file's text at a path of the repository. */
function lint(path, text) {
  const linter = new Linter({ cwd: root })
  const config = [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, routeConstructionConfig]
  return linter.verify(text, config, { filename: `${root}/${path}` }).map((m) => m.message)
}

const BUILDS = [
  "import { mediaService } from './media-service.js'",
  "import { fileRepository } from '../file/file-repository.js'",
  'export async function mediaRoutes(app) {',
  '  const media = mediaService(app.deps.db, app.deps.store)',
  '  const files = modules.fileRepository(app.deps.db)',
  '  return [media, files]',
  '}',
].join('\n')

describe('server/no-route-construction', () => {
  it('refuses a service or repository built in a route file, naming where to build it', () => {
    const messages = lint('apps/server/src/modules/media/media-routes.ts', BUILDS)
    expect(messages).toHaveLength(2)
    expect(messages[0]).toMatch(/^`mediaService\(` builds a service or repository in a route file: build it once in createServices/)
    expect(messages[1]).toMatch(/^`fileRepository\(` /)
  })

  it('refuses it in a route file outside modules/ too', () => {
    expect(lint('apps/server/src/metrics/metrics-routes.ts', 'const stats = statsService(db)\n')).toHaveLength(1)
  })

  it('allows taking services from app.services, their types, and calls that only end alike', () => {
    const text = [
      "import type { signInLinkService } from './sign-in-link-service.js'",
      'export function routes(app, links: ReturnType<typeof signInLinkService>) {',
      '  const { media, files } = app.services',
      '  return [media.update(), files.findPublic(), links, app.services.changes.published("x"), serviceHours(), repositoryUrl()]',
      '}',
    ].join('\n')
    expect(lint('apps/server/src/modules/media/media-routes.ts', text)).toEqual([])
  })

  it('leaves the files where services are built alone', () => {
    expect(lint('apps/server/src/app-services.ts', BUILDS)).toEqual([])
    expect(lint('apps/server/src/services/site-services.ts', BUILDS)).toEqual([])
    expect(lint('apps/server/src/modules/media/media-service.ts', BUILDS)).toEqual([])
  })
})
