import type { FastifyRequest } from 'fastify'
import { AppError, badRequest } from '../../http/app-error.js'

export interface Upload {
  bytes: Buffer
  name: string
}

const tooLarge = () => new AppError('tooLarge')

/**
 * Reads the one file part named `file` into memory, up to maxBytes. A `lang` field (before the
 * file) sets the language of the answer, as `lang` does in a JSON body.
 */
export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new AppError('unsupportedType', 'file.notMultipart')
  }
  let upload: Upload | undefined
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'field') {
        if (part.fieldname === 'lang') request.body = { lang: part.value }
        continue
      }
      // Every part is read to its end: the parser waits for it before it yields the next one.
      const bytes = await part.toBuffer()
      if (part.file.truncated) throw tooLarge()
      if (part.fieldname === 'file' && !upload) upload = { bytes, name: part.filename }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code
    if (code === 'FST_FILES_LIMIT') throw badRequest('file.tooMany')
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest('file.tooManyParts')
    // Limits and protocol errors carry their status; busboy's parse errors do not and are the client's.
    if (error instanceof AppError || typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error
    throw badRequest('file.badMultipart')
  }
  if (!upload) throw badRequest('file.noFile', {}, 'file')
  if (upload.bytes.length === 0) throw badRequest('file.empty', {}, 'file')
  return upload
}
