import type { FastifyBaseLogger } from 'fastify'
import type { AppDeps } from '../../app-deps.js'

/**
 * Seeds only a database whose menu is empty, so a restart never duplicates or overwrites content.
 * The demo's texts and code are loaded only then: a server that starts on its content does not keep
 * them in memory.
 */
export async function seedDemoIfEmpty(deps: AppDeps, log: { info(msg: string): void } | FastifyBaseLogger): Promise<void> {
  const row = await deps.db
    .selectFrom('menu')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow()
  if (Number(row.n) > 0) {
    log.info('demo content: the database already has content; not seeding')
    return
  }
  const started = performance.now()
  log.info('demo content: empty database, seeding the bilingual demo site')
  const { seedDemo } = await import('./seed-demo.js')
  await seedDemo(deps)
  log.info(`demo content: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}
