import { API, EmptyBody, type HealthRet } from '@ibr/contract'
import type { FastifyInstance } from 'fastify'
import { migrationLevel } from '../../db/database.js'
import { ok } from '../../http/json-body.js'

export async function healthRoutes(app: FastifyInstance) {
  const { db, databaseKind, version } = app.deps
  app.post(API.test, { schema: { body: EmptyBody } }, async (): Promise<ReturnType<typeof ok<HealthRet>>> => {
    const level = await migrationLevel(db)
    return ok({
      status: 'ok',
      version,
      database: databaseKind,
      migration: level.name,
      migrationCount: level.count,
      time: new Date().toISOString(),
    })
  })
}
