import Type, { type Static } from 'typebox'

/** /test: whether the server and its database answer. */
export const HealthRet = Type.Object({
  status: Type.Literal('ok', { description: 'ok; when the database does not answer, /test fails with 503 systemErr' }),
  version: Type.String({ description: 'server version' }),
  database: Type.Union([Type.Literal('embedded'), Type.Literal('postgresql')], { description: 'embedded PGlite or a PostgreSQL server' }),
  migration: Type.String({ description: 'name of the last migration applied' }),
  migrationCount: Type.Integer({ description: 'how many migrations are applied' }),
  time: Type.String({ description: 'server time, ISO 8601' }),
})
export type HealthRet = Static<typeof HealthRet>
