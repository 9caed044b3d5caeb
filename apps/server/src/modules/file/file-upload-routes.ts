import { API, FileDeleteBody, type FileDeleteRet, type UploadRet } from '@ibr/contract'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { AppError, notFound } from '../../http/app-error.js'
import { ok } from '../../http/json-body.js'
import { releaseBlob } from './blob-release.js'
import { isFileId, tokenMatches } from './file-token.js'
import { saveDraftUpload } from './staged-file.js'
import { stageUpload } from './upload-reader.js'
import { uploadLimit } from '../../http/client-limit.js'

const noSuchDraft = () => notFound('file.noSuchDraft')

export async function fileUploadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db, store, config } = app.deps
  const { files } = app.services

  app.post(
    API.fileUpload,
    {
      config: { rateLimit: uploadLimit(config.uploadRateLimit) },
    },
    async (request) => {
      // Streamed into the store as it arrives (S3 or a folder), checked there, then kept or dropped.
      const { staged, name } = await stageUpload(request, store, config.uploadMaxBytes)
      const saved = await saveDraftUpload(db, staged, { name, draftTtlHours: config.draftTtlHours })
      return ok<UploadRet>({
        fileId: saved.id,
        name: saved.name,
        size: saved.size,
        type: saved.mime,
        token: saved.token ?? '',
        expiresAt: (saved.expiresAt ?? new Date()).toISOString(),
      })
    },
  )

  app.post(API.fileDelete, { schema: { body: FileDeleteBody } }, async (request) => {
    const { fileId, token } = request.body
    if (!isFileId(fileId)) throw noSuchDraft()
    const draft = await files.findDraft(fileId)
    if (!draft) throw noSuchDraft()
    if (!tokenMatches(draft.token_hash, token)) throw new AppError('noPermission', 'file.badToken', { field: 'token' })
    const sha256 = await files.deleteDraft(fileId)
    // Handed in with a form between the two statements: it is no longer a draft to delete.
    if (!sha256) throw noSuchDraft()
    await releaseBlob(db, store, sha256, config.deletedFileKeepDays)
    return ok<FileDeleteRet>({})
  })
}
