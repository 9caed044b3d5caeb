import { createTestApp, type TestApp } from './test-app.js'

/** A test app listening on a free loopback port, for clients that reach it over a real socket. */
export async function listeningTestApp(env: Record<string, string> = {}): Promise<{ t: TestApp; port: number }> {
  const t = await createTestApp(env)
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  return { t, port: (t.app.server.address() as { port: number }).port }
}
