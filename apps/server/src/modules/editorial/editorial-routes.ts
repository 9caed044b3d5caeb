import {
  BULK_BODY_BYTES,
  STAFF_API,
  type ArticleAutosaveGetRet,
  type ArticleAutosaveRet,
  type ArticleGetRet,
  type ArticleListRet,
  type ArticleRevisionRet,
  type ArticleRevisionsRet,
  type ArticleStateRet,
  type BulkRet,
  type DashboardRet,
  type PresenceRet,
  type PreviewLinkRet,
  type SectionOptionsRet,
} from '@ibr/contract/staff'
import { API, ArticlePreviewBody, type ArticlePreviewRet } from '@ibr/contract'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { bulkAnswer } from '../../http/bulk-answer.js'
import { ok } from '../../http/json-body.js'
import { requestLang } from '../../http/request-lang.js'
import { staffPost } from '../../http/staff-route.js'
import { articleBulk } from './editorial-bulk.js'
import { previewRow } from './preview-row.js'

/** The site's own address for links handed out: PUBLIC_URL, else the address this request came to. */
const siteOrigin = (request: FastifyRequest, publicUrl: string) =>
  publicUrl || `${request.protocol}://${request.headers.host ?? 'localhost'}`

/** The staff content API for articles: editing, the review workflow, revisions, previews. */
export async function editorialRoutes(app: FastifyInstance) {
  const { config } = app.deps
  const { editorial, articles } = app.services
  const actor = (call: { user: Parameters<typeof editorial.get>[1]; request: FastifyRequest }) => ({
    user: call.user,
    address: call.request.ip,
  })

  staffPost(app, STAFF_API.dashboard, async ({ user, request }) => ok<DashboardRet>(await editorial.dashboard(user, requestLang(request))))
  staffPost(app, STAFF_API.articleSave, async (call) => ok<ArticleStateRet>(await editorial.save(actor(call), call.body)))
  staffPost(app, STAFF_API.articleGet, async ({ body, user }) => ok<ArticleGetRet>({ article: await editorial.get(Number(body.id), user) }))
  staffPost(app, STAFF_API.articleList, async ({ body, user, request }) =>
    ok<ArticleListRet>(await editorial.list(body, user, requestLang(request))),
  )
  staffPost(app, STAFF_API.articleSubmit, async (call) => ok<ArticleStateRet>(await editorial.submit(actor(call), call.body)))
  staffPost(app, STAFF_API.articleApprove, async (call) => ok<ArticleStateRet>(await editorial.approve(actor(call), call.body)))
  staffPost(app, STAFF_API.articleReject, async (call) => ok<ArticleStateRet>(await editorial.reject(actor(call), call.body)))
  staffPost(app, STAFF_API.articleArchive, async (call) => ok<ArticleStateRet>(await editorial.archive(actor(call), call.body)))
  staffPost(
    app,
    STAFF_API.articleBulk,
    async (call) => ok<BulkRet>(bulkAnswer(await articleBulk(editorial, actor(call), call.body), call.request)),
    { bodyLimit: BULK_BODY_BYTES },
  )
  staffPost(app, STAFF_API.articleConfirm, async (call) => ok<ArticleStateRet>(await editorial.confirm(actor(call), call.body)))
  staffPost(app, STAFF_API.articleRevisions, async ({ body, user }) =>
    ok<ArticleRevisionsRet>({ list: await editorial.revisions(Number(body.id), user) }),
  )
  staffPost(app, STAFF_API.articleRevision, async ({ body, user }) =>
    ok<ArticleRevisionRet>(await editorial.revision(Number(body.id), body.revision, user)),
  )
  staffPost(app, STAFF_API.articleRestore, async (call) => ok<ArticleStateRet>(await editorial.restore(actor(call), call.body)))
  staffPost(app, STAFF_API.articlePreviewLink, async (call) =>
    ok<PreviewLinkRet>(await editorial.previewLink(actor(call), call.body, siteOrigin(call.request, config.staff.publicUrl))),
  )
  staffPost(app, STAFF_API.articlePresence, async ({ body, user }) => ok<PresenceRet>(await editorial.presence(Number(body.id), user)))
  const { autosaves } = app.services
  // The save's body size (the server's BODY_LIMIT_BYTES): a copy holds no more than a save sends.
  staffPost(app, STAFF_API.articleAutosave, async ({ body, user, request }) =>
    ok<ArticleAutosaveRet>(await autosaves.keep(body, user, requestLang(request))),
  )
  staffPost(app, STAFF_API.articleAutosaveGet, async ({ body, user }) =>
    ok<ArticleAutosaveGetRet>({ copy: await autosaves.find(Number(body.id), user) }),
  )
  staffPost(app, STAFF_API.articleAutosaveDiscard, async ({ body, user }) => {
    await autosaves.discard(Number(body.id), user)
    return ok({})
  })
  // The preview link's page: anyone holding the token, no account; never cached, never indexed.
  app.withTypeProvider<TypeBoxTypeProvider>().post(API.articlePreview, { schema: { body: ArticlePreviewBody } }, async (request, reply) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow')
    const found = await editorial.preview(request.body.token)
    const detail = await articles.preview(previewRow(found.id, found.doc), found.doc.attachments, found.doc.menuIds, requestLang(request))
    return ok<ArticlePreviewRet>({ ...detail, status: found.status, expiresAt: found.expiresAt.toISOString() })
  })

  staffPost(app, STAFF_API.sectionOptions, async ({ user, request }) =>
    ok<SectionOptionsRet>({ sections: await editorial.sections(user, requestLang(request)) }),
  )
}
