import type { FastifyRequest } from 'fastify'

/**
 * The site's own address for absolute links (feeds, share pages, the sitemap): PUBLIC_URL when it is
 * set, otherwise the address this request came to.
 */
export function publicOrigin(publicUrl: string, request: FastifyRequest): string {
  if (publicUrl) return new URL(publicUrl).origin
  return `${request.protocol}://${request.host}`
}
