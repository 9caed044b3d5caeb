import { normaliseLang, type Lang } from '@ibr/contract'
import type { FastifyRequest } from 'fastify'

/**
 * The language of a request: the body's `lang`, else the query's, else the
 * browser's preference (for GET file routes and bodies that could not be read), else zh.
 */
export function requestLang(request: FastifyRequest): Lang {
  const fromBody = (request.body as { lang?: unknown } | null | undefined)?.lang
  if (fromBody !== undefined) return normaliseLang(fromBody)
  const fromQuery = (request.query as { lang?: unknown } | undefined)?.lang
  if (fromQuery !== undefined) return normaliseLang(fromQuery)
  return /^en\b/i.test(request.headers['accept-language'] ?? '') ? 'en' : 'zh'
}
