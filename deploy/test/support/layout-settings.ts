/**
 * How the tests' layout is started: its ports (the deploy range, 31000-31999: below Linux's ephemeral
 * ports, 32768-60999, which any outgoing connection may hold), database and settings.
 */

export const LAYOUT_PORTS = { https: 31443, http: 31080, instances: [31001, 31002] } as const

/** Low enough for a test to reach: 1 MB uploads, four uploads and four form submissions per client per minute. */
export const TEST_LIMITS = { UPLOAD_MAX_BYTES: String(1024 * 1024), UPLOAD_RATE_LIMIT: '4', FORM_RATE_LIMIT: '4' } as const

/** A database of its own, on the server of DATABASE_URL when it is set, else the local PostgreSQL. */
export function testDatabaseUrl(name = 'ibr_deploy_test'): string {
  const url = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres')
  url.pathname = `/${name}`
  return url.toString()
}
