import type { FastifyInstance } from 'fastify'
import { fileServeRoutes } from './file-serve-routes.js'
import { fileUploadRoutes } from './file-upload-routes.js'

/** Uploads, deletion of drafts, and the public image and download routes. */
export async function fileRoutes(app: FastifyInstance) {
  await fileUploadRoutes(app)
  await fileServeRoutes(app)
}
