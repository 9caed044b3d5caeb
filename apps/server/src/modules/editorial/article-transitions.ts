import { CONTENT_LANGS, STAFF_API, type ArticleSaveBody, type ArticleStateRet, type ArticleStatus } from '@ibr/contract/staff'
import { AppError, badRequest, notFound } from '../../http/app-error.js'
import { notOwnChange, ownChangeNote } from '../../workflow/own-change.js'
import type { StepContext, Transition } from '../../workflow/workflow-runner.js'
import {
  applySave,
  changedFields,
  filesOf,
  missingRequired,
  outdatedAfterChange,
  statesAfterChange,
  withBodyAlts,
  type Outdated,
} from './article-doc.js'
import { checkDoc, fieldFailure, withDefaults } from './article-checks.js'
import { articleAutosaveRepository } from './article-autosave-repository.js'
import { mayIn, stateRet, statesOf, type ArticleChange } from './article-items.js'
import { ARTICLE_WORKFLOW } from './article-workflow.js'
import { editorialRepository, type DraftRow } from './editorial-repository.js'
import { notify } from '../notifications/index.js'
import { scheduledPublicationRepository } from './scheduled-publication-repository.js'
import { withWaiting, type ScheduleAt } from './scheduled-publications.js'
import { timedNoticeRepository } from './timed-notice-repository.js'

type Step<Input> = Transition<DraftRow, Input, ArticleChange, ArticleStateRet, ArticleStatus>
const TABLE = ARTICLE_WORKFLOW.transitions
type Context<Input> = StepContext<DraftRow, Input>

/** Sections a save names, resolved against the menu before the step starts (undefined: unchanged). */
export interface SaveInput {
  body: ArticleSaveBody
  sections: { ids: number[]; templateList: string[] } | undefined
  timeZone: string
}

/** What staff are told an article is, and who may see it: its sections' people. */
const aboutArticle = (item: DraftRow, permission: 'content.write' | 'content.review') => ({
  link: `/articles/${item.article_id}`,
  title: { zh: item.doc.zh.title, en: item.doc.en.title },
  audience: {
    permission,
    scopes: item.doc.menuIds.map((section) => ({ section })),
    userIds: permission === 'content.write' ? item.changed_by : undefined,
  },
})

/** The languages an approval publishes: those asked for, each pending; else every pending one with a title. */
function approvedLangs({ item, input }: Context<ApproveInput>) {
  const states = statesOf(item)
  const pending = CONTENT_LANGS.filter((l) => states[l] === 'review' || states[l] === 'draft')
  const langs = input.langs ? [...input.langs] : pending.filter((l) => item.doc[l].title !== '')
  for (const l of langs) if (!pending.includes(l)) throw badRequest('editorial.langNotPending', { lang: l }, 'langs')
  if (langs.length === 0) throw badRequest('editorial.nothingToApprove')
  return langs
}

/** What an approval is asked: the languages (default: every pending one), and how to queue a publishing for later. */
export interface ApproveInput {
  langs?: readonly ('zh' | 'en')[]
  scheduleAt: ScheduleAt
}

/** A person's own working copy made real (a save, a submission): their autosaved copy is no longer offered. */
const dropAutosave = ({ trx, item, actor }: Context<unknown>) => articleAutosaveRepository(trx).remove(item.article_id, actor.user.id)

/**
 * The transitions of an article, as data: where each may start and lead (ARTICLE_WORKFLOW), who may
 * take it (its staff call's permission, in the item's sections), how the version is checked, what must hold, and what
 * changes. Languages move on their own: an approval publishes the languages pending, a save sends
 * only the languages it changed back to draft.
 */
export const ARTICLE_TRANSITIONS = {
  save: {
    ...TABLE.save,
    call: STAFF_API.articleSave,
    version: 'required',
    guards: [],
    announces: false,
    async apply(step) {
      const { trx, item, input, actor } = step
      await dropAutosave(step)
      const doc = withDefaults(
        applySave(item.doc, input.body, input.sections?.ids, input.sections?.templateList ?? []),
        input.body,
        input.timeZone,
      )
      if (!mayIn(actor.user, 'content.write', doc.menuIds)) throw new AppError('noPermission', 'editorial.outsideSections')
      await checkDoc(trx, doc, input.body)
      const fields = changedFields(item.doc, doc)
      if (fields.length === 0) return { unchanged: stateRet(item) }
      const states = statesAfterChange(statesOf(item), doc, fields)
      return {
        change: {
          action: 'save',
          fields,
          doc,
          state_zh: states.zh,
          state_en: states.en,
          archived: false,
          outdated: outdatedAfterChange(item.outdated, doc, fields),
          changed_by: [...new Set([...item.changed_by, actor.user.id])],
        },
      }
    },
  } satisfies Step<SaveInput>,

  submit: {
    ...TABLE.submit,
    call: STAFF_API.articleSubmit,
    version: 'required',
    guards: [],
    announces: false,
    async apply(step) {
      const { item } = step
      const langs = CONTENT_LANGS.filter((l) => statesOf(item)[l] === 'draft')
      if (langs.length === 0) throw badRequest('editorial.nothingToSubmit')
      const missing = missingRequired(item.doc, langs)
      if (missing.length) throw fieldFailure(missing, 'editorial.required')
      const states = statesOf(item)
      for (const l of langs) states[l] = 'review'
      await notify(step.trx, {
        kind: 'reviewRequested',
        action: 'submitted',
        actorId: step.actor.user.id,
        ...aboutArticle(item, 'content.review'),
      })
      await dropAutosave(step)
      return {
        change: { action: 'submit', fields: [], langs, state_zh: states.zh, state_en: states.en },
        audit: { action: 'articleSubmit', summary: langs.join(',') },
      }
    },
  } satisfies Step<void>,

  approve: {
    ...TABLE.approve,
    call: STAFF_API.articleApprove,
    version: 'ifGiven',
    guards: [notOwnChange((item: DraftRow) => item.changed_by, 'editorial.ownChange')],
    announces: true,
    async apply(step) {
      const { trx, item, actor, input } = step
      const langs = approvedLangs(step)
      const missing = missingRequired(item.doc, langs)
      if (missing.length) throw fieldFailure(missing, 'editorial.required')
      const r = editorialRepository(trx)
      const alts = await r.imageAlts(filesOf(item.doc).images)
      const noAlt = alts.filter((file) => file.alt_zh.trim() === '' || file.alt_en.trim() === '')
      if (noAlt.length) {
        const names = new Map(noAlt.map((file) => [file.id, file.name]))
        throw fieldFailure([...names.keys()], 'editorial.missingAlt', (id) => names.get(id) || id)
      }
      const doc = withBodyAlts(item.doc, alts)
      const id = item.article_id
      const version = item.version + 1
      const waiting = scheduledPublicationRepository(trx)
      const before = await waiting.get(id)
      const approved = withWaiting(doc, langs, before)
      const asked = item.doc.publishAt ? new Date(item.doc.publishAt) : null
      const { online, ahead } = await waiting.window(id, asked)
      // An item online stays as it is until the approved version's time: it waits, then replaces it.
      const later = online && ahead
      // Told when it goes online or offline: whoever changed this version or the one it replaces, and its approver.
      const told = [...new Set([...(before?.told ?? []), ...item.changed_by, actor.user.id])]
      if (later) {
        await waiting.put(id, { version, at: asked!, ...approved, byName: actor.user.username, told })
        await input.scheduleAt(trx, asked!, `article:${id}:${version}`)
      } else {
        const pub = (await r.publicRow(id))!
        await r.publish(
          id,
          approved.doc,
          approved.langs,
          actor.user.username,
          asked ?? (pub.status === 'published' ? pub.publish_at : null),
        )
        await waiting.drop(id)
        await timedNoticeRepository(trx).watch(id, told, { publish: true })
      }
      const states = statesOf(item)
      for (const l of langs) states[l] = 'published'
      const stillPending = CONTENT_LANGS.some((l) => states[l] === 'draft' || states[l] === 'review')
      const own = ownChangeNote(item.changed_by, actor.user)
      const decided = stillPending ? 'partlyApproved' : 'approved'
      await notify(trx, { kind: 'reviewDecided', action: decided, actorId: actor.user.id, ...aboutArticle(item, 'content.write') })
      return {
        change: {
          action: 'approve',
          doc,
          fields: [],
          langs,
          state_zh: states.zh,
          state_en: states.en,
          archived: false,
          review_comment: null,
          review_by: null,
          review_at: null,
          changed_by: stillPending ? item.changed_by : [],
          ...(later ? {} : { public_version: version }),
        },
        audit: { action: 'articleApprove', summary: `${langs.join(',')}${own}${later ? ` (online at ${asked!.toISOString()})` : ''}` },
      }
    },
  } satisfies Step<ApproveInput>,

  reject: {
    ...TABLE.reject,
    call: STAFF_API.articleReject,
    version: 'ifGiven',
    guards: [],
    announces: false,
    async apply({ trx, item, input, actor }) {
      const states = statesOf(item)
      const inReview = CONTENT_LANGS.filter((l) => states[l] === 'review')
      if (inReview.length === 0) throw badRequest('editorial.notInReview')
      for (const l of inReview) states[l] = 'draft'
      const comment = input.comment.trim()
      await notify(trx, {
        kind: 'reviewDecided',
        action: 'sentBack',
        actorId: actor.user.id,
        detail: comment,
        ...aboutArticle(item, 'content.write'),
      })
      return {
        change: {
          action: 'reject',
          fields: [],
          langs: inReview,
          comment,
          state_zh: states.zh,
          state_en: states.en,
          review_comment: comment,
          review_by: actor.user.username,
          review_at: new Date(),
        },
        audit: { action: 'articleReject', summary: comment },
      }
    },
  } satisfies Step<{ comment: string }>,

  archive: {
    ...TABLE.archive,
    call: STAFF_API.articleArchive,
    version: 'ignored',
    guards: [],
    announces: true,
    async apply({ trx, item, actor }) {
      if (item.archived) return { unchanged: stateRet(item) }
      await editorialRepository(trx).archivePublic(item.article_id, actor.user.username)
      // A version waiting for its time would bring the item back: the next approval does that.
      await scheduledPublicationRepository(trx).drop(item.article_id)
      await timedNoticeRepository(trx).drop(item.article_id)
      return { change: { action: 'archive', fields: [], archived: true }, audit: { action: 'articleArchive', summary: '' } }
    },
  } satisfies Step<void>,

  /** Marks fields of one language as checked against the other's change: they are no longer outdated. */
  confirm: {
    ...TABLE.confirm,
    call: STAFF_API.articleConfirm,
    version: 'required',
    guards: [],
    announces: false,
    async apply({ item, input }) {
      const { language: lang, fields } = input
      const outdated: Outdated = { ...item.outdated, [lang]: item.outdated[lang].filter((f) => !(fields as string[]).includes(f)) }
      return { change: { action: 'confirm', fields: fields.map((f) => `${lang}.${f}`), outdated } }
    },
  } satisfies Step<{ language: 'zh' | 'en'; fields: readonly string[] }>,

  /** Makes an earlier revision the working copy, as a new revision; its sections must be the person's too. */
  restore: {
    ...TABLE.restore,
    call: STAFF_API.articleRestore,
    version: 'ifGiven',
    guards: [],
    announces: false,
    async apply({ trx, item, input, actor }) {
      const old = await editorialRepository(trx).revision(item.article_id, input.revision)
      if (!old) throw notFound('editorial.revisionNotFound')
      if (!mayIn(actor.user, 'content.write', old.doc.menuIds)) throw new AppError('noPermission', 'editorial.outsideSections')
      const fields = changedFields(item.doc, old.doc)
      const states = statesAfterChange(statesOf(item), old.doc, fields)
      return {
        change: {
          action: 'restore',
          fields,
          comment: String(input.revision),
          doc: old.doc,
          state_zh: states.zh,
          state_en: states.en,
          outdated: outdatedAfterChange(item.outdated, old.doc, fields),
          changed_by: [...new Set([...item.changed_by, actor.user.id])],
        },
        audit: { action: 'articleRestore', summary: `revision ${input.revision}` },
      }
    },
  } satisfies Step<{ revision: number }>,
}
