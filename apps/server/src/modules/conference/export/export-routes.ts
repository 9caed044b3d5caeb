import { STAFF_API } from '@ibr/contract/staff'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { staffPost } from '../../../http/staff-route.js'
import { requestLang } from '../../../http/request-lang.js'
import { contentDisposition } from '../../file/index.js'
import { claimExport } from './exports-at-once.js'
import { registrationExports, type ExportFile } from './registration-export-service.js'

/**
 * A conference's registrations as a download (answered like the seed's blob download by POST: the
 * file itself, `Content-Disposition: attachment` with the name in UTF-8). Every check is made before
 * the first byte; after that a failure can only cut the download short, which the client sees.
 */
export async function registrationExportRoutes(app: FastifyInstance) {
  const exports = registrationExports(app.deps, app.log)

  /** Ids as numbers, once each (the contract takes a number or a string of digits). */
  const selection = (body: { menuId: number | string; ids?: readonly (number | string)[] }) => ({
    menuId: Number(body.menuId),
    ids: body.ids && [...new Set(body.ids.map(Number))],
  })

  const download = (reply: FastifyReply, file: ExportFile) =>
    reply
      .type(file.contentType)
      .header('cache-control', 'no-store')
      .header('content-disposition', contentDisposition(file.fileName, false))
      .send(file.body)

  /** The file made under one of the person's places (exports-at-once.ts), given back when its stream closes: sent, failed or abandoned. */
  const limited = async (userId: number, make: () => Promise<ExportFile>) => {
    const release = claimExport(userId)
    try {
      const file = await make()
      file.body.once('close', release)
      return file
    } catch (error) {
      release()
      throw error
    }
  }

  staffPost(app, STAFF_API.registrationExport, async ({ body, user, request, reply }) =>
    download(
      reply,
      await limited(user.id, () =>
        exports.table({ user, address: request.ip }, { ...selection(body), format: body.format }, requestLang(request)),
      ),
    ),
  )

  staffPost(app, STAFF_API.registrationFiles, async ({ body, user, request, reply }) =>
    download(reply, await limited(user.id, () => exports.files({ user, address: request.ip }, selection(body), requestLang(request)))),
  )
}
