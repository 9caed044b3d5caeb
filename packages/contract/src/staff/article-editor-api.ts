/**
 * What the article editor uses beside saving: the person's working copy kept on the server between
 * saves (autosave), who else has the item open, and a preview link to the unpublished page.
 */
import Type, { type Static } from 'typebox'
import { body, Nullable } from '../api/common.js'
import { ArticleDoc } from './article-api.js'
import { IdVersion, Kind, LangFieldsIn, MenuIds, TemplateList, Time, sharedIn } from './article-fields.js'

export const PreviewLinkRet = Type.Object({ url: Type.String({ description: 'public page address of the preview' }), expiresAt: Time })
export type PreviewLinkRet = Static<typeof PreviewLinkRet>

export const PresenceRet = Type.Object({
  others: Type.Array(Type.Object({ name: Type.String(), since: Time }), { description: 'other people with the item open now' }),
})
export type PresenceRet = Static<typeof PresenceRet>

/**
 * A document as the editor holds it between saves, checked as a save is: the save's fields with their
 * limits and patterns (file ids, at most ATTACHMENTS_MAX attachments, http(s) links), every one present.
 */
const KeptDoc = Type.Required(
  Type.Object({
    kind: Kind,
    menuIds: MenuIds,
    templateList: TemplateList,
    zh: Type.Required(LangFieldsIn),
    en: Type.Required(LangFieldsIn),
    ...sharedIn,
  }),
)

/** The server keeps the saved document at `version` as the copy's base: what the changes were made to. */
export const ArticleAutosaveBody = body({
  ...IdVersion,
  doc: KeptDoc,
})
export type ArticleAutosaveBody = Static<typeof ArticleAutosaveBody>

/**
 * A person's working copies on the server, at most: this many items, this many bytes stored (the
 * oldest go first, and the answer names them). A copy is at most a save's body (BODY_LIMIT_BYTES)
 * and its base.
 */
export const AUTOSAVE_COPIES_MAX = 20
export const AUTOSAVE_BYTES_MAX = 8 * 1024 * 1024

const DroppedCopy = Type.Object(
  { id: Type.Integer(), title: Type.String({ description: 'as typed in the copy, in the request language or the other' }) },
  { description: 'an item whose working copy went to make room, oldest first' },
)
export const ArticleAutosaveRet = Type.Object({
  savedAt: Time,
  dropped: Type.Array(DroppedCopy, {
    description: "the person's older copies this one pushed out (past AUTOSAVE_COPIES_MAX or AUTOSAVE_BYTES_MAX)",
  }),
})
export type ArticleAutosaveRet = Static<typeof ArticleAutosaveRet>

/** A person's own working copy of an item: kept on the server between saves, never a revision. */
export const ArticleWorkingCopy = Type.Object({
  doc: ArticleDoc,
  base: ArticleDoc,
  version: Type.Integer({ description: 'the version the changes started from' }),
  savedAt: Time,
})
export type ArticleWorkingCopy = Static<typeof ArticleWorkingCopy>

export const ArticleAutosaveGetRet = Type.Object({ copy: Nullable(ArticleWorkingCopy) })
export type ArticleAutosaveGetRet = Static<typeof ArticleAutosaveGetRet>
