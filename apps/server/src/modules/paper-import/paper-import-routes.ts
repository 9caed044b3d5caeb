import { PAPER_IMPORT_BODY_BYTES, STAFF_API, type PaperImportPreviewRet, type PaperImportRet } from '@ibr/contract/staff'
import type { FastifyInstance } from 'fastify'
import { ok } from '../../http/json-body.js'
import { requestLang } from '../../http/request-lang.js'
import { staffPost } from '../../http/staff-route.js'

/** Importing papers from BibTeX or RIS; the texts are larger than other calls' bodies. */
export async function paperImportRoutes(app: FastifyInstance) {
  const { paperImport: papers } = app.services
  const bodyLimit = PAPER_IMPORT_BODY_BYTES

  staffPost(
    app,
    STAFF_API.paperImportPreview,
    async ({ body, request }) => ok<PaperImportPreviewRet>(await papers.preview(body.text, requestLang(request))),
    { bodyLimit },
  )
  staffPost(
    app,
    STAFF_API.paperImport,
    async ({ body, user, request }) => ok<PaperImportRet>(await papers.import(body, { user, address: request.ip })),
    { bodyLimit },
  )
}
