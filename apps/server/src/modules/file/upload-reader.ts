import { Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { FastifyRequest } from 'fastify'
import { AppError, badRequest } from '../../http/app-error.js'
import type { FileStore, StagedBlob } from '../../storage/file-store.js'

export interface StagedUpload {
  staged: StagedBlob
  name: string
}

const discard = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done()
    },
  })

/**
 * Streams the one file part named `file` into the store's staging area, up to maxBytes, without holding
 * it in memory. A `lang` part (before the file) sets the language of the answer. The caller keeps or
 * drops what was staged.
 */
export async function stageUpload(request: FastifyRequest, store: FileStore, maxBytes: number): Promise<StagedUpload> {
  if (!request.isMultipart()) throw new AppError('unsupportedType', 'file.notMultipart')
  let upload: StagedUpload | undefined
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'field') {
        if (part.fieldname === 'lang') request.body = { lang: part.value }
        continue
      }
      // Every part is read to its end: the parser waits for it before it yields the next one.
      if (part.fieldname !== 'file' || upload) {
        await pipeline(part.file, discard())
        continue
      }
      const staged = await store.stage(part.file)
      upload = { staged, name: part.filename }
      if (part.file.truncated) throw new AppError('tooLarge')
    }
  } catch (error) {
    await upload?.staged.drop()
    const code = (error as { code?: unknown }).code
    if (code === 'FST_FILES_LIMIT') throw badRequest('file.tooMany')
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest('file.tooManyParts')
    // Limits and protocol errors carry their status; busboy's parse errors do not and are the client's.
    if (error instanceof AppError || typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error
    throw badRequest('file.badMultipart')
  }
  if (!upload) throw badRequest('file.noFile', {}, 'file')
  if (upload.staged.size === 0) {
    await upload.staged.drop()
    throw badRequest('file.empty', {}, 'file')
  }
  return upload
}
