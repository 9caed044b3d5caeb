import { afterAll, beforeAll } from 'vitest'
import { createTestApp, type TestApp } from './test-app.js'

/**
 * A test app for the whole file, with what the file prepares on it: started before the file's first
 * test, closed after its last. The handle is the app itself (post, inject, deps…) plus the setup's
 * fields, filled in before the first test runs; a file states only what it needs, e.g.
 * `const t = useTestApp(editorialDesk)` then `t.editor.post(…)`. The handle already works inside the
 * setup, so a setup may also fill the file's own variables and return nothing.
 */
export function useTestApp<Extra extends object = object>(
  setup?: (t: TestApp) => Promise<Extra | void>,
  env: Record<string, string> = {},
): TestApp & Extra {
  // Empty until beforeAll: the tests read it only once it has run.
  const handle = {} as TestApp & Extra
  let app: TestApp | undefined
  beforeAll(async () => {
    app = await createTestApp(env)
    Object.assign(handle, app)
    if (setup) Object.assign(handle, await setup(app))
  })
  afterAll(async () => {
    await app?.close()
  })
  return handle
}
