import { API, FileDownloadBody, FileDownloadQuery, FileImageQuery } from '@ibr/contract'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import Type from 'typebox'
import { AppError, notFound } from '../../http/app-error.js'
import type { ObjectKey } from '../../storage/file-store.js'
import type { PublicFile } from './file-repository.js'
import { isFileId } from './file-token.js'
import { contentDisposition, entityTag, matchesEtag, parseRange } from './http-file-headers.js'
import { ensureImageVariant, variantTag, variantWidth, type Crop } from './image-variant.js'

/** A file id always names the same bytes, so browsers and a CDN may keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable'
/**
 * A crop is cut around a focal point staff may move under the same address: kept, but asked again each
 * time (a 304 from the tag, which names the point, costs no resizing).
 */
const REVALIDATE = 'public, no-cache'
const IdParams = Type.Object({ id: Type.String() })
const noSuchFile = () => notFound('file.notFound')

interface Sendable {
  key: ObjectKey
  size: number
  mime: string
  etag: string
}
interface SendOptions {
  cacheControl: string
  disposition?: string
  /** Byte ranges for media players: only where a <video> element may read the file. */
  ranges: boolean
}

export async function fileServeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { store } = app.deps
  const { files } = app.services

  async function publicFile(id: string): Promise<PublicFile> {
    if (!isFileId(id)) throw noSuchFile()
    const row = await files.findPublic(id)
    if (!row) throw noSuchFile()
    return row
  }

  /** The original blob; a row whose blob is missing is answered as missing, not as a broken stream. */
  async function original(request: FastifyRequest, row: PublicFile): Promise<Sendable> {
    const key = { sha256: row.sha256 }
    const info = await store.stat(key)
    if (!info) throw missingBlob(request, row)
    return { key, size: info.size, mime: row.mime, etag: entityTag(row.sha256) }
  }

  function missingBlob(request: FastifyRequest, row: PublicFile) {
    request.log.warn({ fileId: row.id }, 'file row without its blob')
    return noSuchFile()
  }

  async function send(request: FastifyRequest, reply: FastifyReply, file: Sendable, options: SendOptions) {
    const ifRange = request.headers['if-range']
    const range = options.ranges && (!ifRange || ifRange === file.etag) ? parseRange(request.headers.range, file.size) : null
    if (range === 'unsatisfiable') {
      reply.header('content-range', `bytes */${file.size}`)
      throw new AppError('badRequest', 'param.range', { status: 416 })
    }
    const notModified = matchesEtag(request.headers['if-none-match'], file.etag)
    // Opened before any header is set: a blob removed since the look-up is answered as missing.
    const stream = notModified ? null : await store.open(file.key, range ?? undefined)
    if (!notModified && !stream) throw noSuchFile()
    reply
      .header('content-type', file.mime)
      .header('etag', file.etag)
      .header('cache-control', options.cacheControl)
      .header('x-content-type-options', 'nosniff')
    if (options.disposition) reply.header('content-disposition', options.disposition)
    if (options.ranges) reply.header('accept-ranges', 'bytes')
    if (notModified || !stream) return reply.code(304).send()
    if (range) {
      reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
        .header('content-length', range.end - range.start + 1)
      return reply.send(stream)
    }
    reply.header('content-length', file.size)
    return reply.send(stream)
  }

  app.get(`${API.fileImage}:id`, { schema: { params: IdParams, querystring: FileImageQuery } }, async (request, reply) => {
    const row = await publicFile(request.params.id)
    if (row.kind !== 'image') throw noSuchFile()
    const { w, ratio } = request.query
    if (w === undefined && ratio === undefined) {
      return send(request, reply, await original(request, row), { cacheControl: IMMUTABLE, ranges: false })
    }
    const width = variantWidth(w === undefined ? Infinity : Number(w))
    const crop: Crop | undefined = ratio && { ratio, focal: { x: row.focal_x ?? 0.5, y: row.focal_y ?? 0.5 } }
    const etag = entityTag(row.sha256, variantTag(width, crop))
    const cacheControl = crop ? REVALIDATE : IMMUTABLE
    // A revalidation needs no resizing: the tag is known from the hash, width and focal point alone.
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      return reply.code(304).header('etag', etag).header('cache-control', cacheControl).send()
    }
    const key = await ensureImageVariant(store, row.sha256, width, crop)
    const info = key && (await store.stat(key))
    if (!key || !info) throw missingBlob(request, row)
    return send(request, reply, { key, size: info.size, mime: 'image/webp', etag }, { cacheControl, ranges: false })
  })

  app.get(`${API.fileDownload}:id`, { schema: { params: IdParams, querystring: FileDownloadQuery } }, async (request, reply) => {
    const row = await publicFile(request.params.id)
    const inline = request.query.inline === '1'
    return send(request, reply, await original(request, row), {
      cacheControl: IMMUTABLE,
      disposition: contentDisposition(row.name, inline),
      ranges: true,
    })
  })

  app.post(API.fileDownloadPost, { schema: { body: FileDownloadBody } }, async (request, reply) => {
    const row = await publicFile(request.body.fileId)
    return send(request, reply, await original(request, row), {
      cacheControl: 'private, no-store',
      disposition: contentDisposition(row.name, false),
      ranges: false,
    })
  })
}
