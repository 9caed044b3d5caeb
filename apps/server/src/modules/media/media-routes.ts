import {
  BULK_BODY_BYTES,
  MEDIA_UPLOAD_MAX_BYTES,
  STAFF_API,
  type BulkRet,
  type MediaDeleteRet,
  type MediaFileRet,
  type MediaGetRet,
  type MediaListRet,
} from '@ibr/contract/staff'
import type { FastifyInstance } from 'fastify'
import { bulkAnswer } from '../../http/bulk-answer.js'
import { ok } from '../../http/json-body.js'
import { requestLang } from '../../http/request-lang.js'
import { staffPost, staffUpload } from '../../http/staff-route.js'
import { stageUpload } from '../file/index.js'

/** The media library of the staff console: list, one file with its usages, change, delete, upload. */
export async function mediaRoutes(app: FastifyInstance) {
  const { media } = app.services

  staffPost(app, STAFF_API.mediaList, async ({ body, user }) => ok<MediaListRet>(await media.list(user, body)))

  staffPost(app, STAFF_API.mediaGet, async ({ body, request }) => ok<MediaGetRet>(await media.get(body.id, requestLang(request))))

  staffPost(app, STAFF_API.mediaUpdate, async ({ body }) => ok<MediaFileRet>({ file: await media.update(body) }))

  staffPost(app, STAFF_API.mediaDelete, async ({ body, user, request }) => {
    await media.delete({ user, address: request.ip }, body.id, requestLang(request))
    return ok<MediaDeleteRet>({})
  })

  staffPost(
    app,
    STAFF_API.mediaBulk,
    async ({ body, user, request }) =>
      ok<BulkRet>(bulkAnswer(await media.bulkDelete({ user, address: request.ip }, body.ids, requestLang(request)), request)),
    { bodyLimit: BULK_BODY_BYTES },
  )

  staffUpload(app, STAFF_API.mediaUpload, async ({ user, request }) => {
    const { staged, name } = await stageUpload(request, app.deps.store, MEDIA_UPLOAD_MAX_BYTES)
    return ok<MediaFileRet>({ file: await media.upload({ user, address: request.ip }, staged, name) })
  })
}
