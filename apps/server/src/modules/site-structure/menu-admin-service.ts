import type { MenuChangeRet, MenuMoveBody, MenuSaveBody, MenuTreeRet } from '@ibr/contract/staff'
import type { Kysely, Updateable } from 'kysely'
import { announcedWrite } from '../../changes/announced-write.js'
import type { Announce } from '../../changes/content-changes.js'
import type { DB, MenuTable } from '../../db/schema.js'
import { AppError, badRequest, notFound, type FieldMessage } from '../../http/app-error.js'
import { message, messageWith, type Message } from '../../i18n/messages.js'
import { sanitizeAhead } from '../../lib/sanitize-ahead.js'
import { sanitizeKeepingText } from '../../lib/sanitize.js'
import { recordAudit, recordActorAudit } from '../audit/index.js'
import { holdPublicImage } from '../file/index.js'
import { presentMenuEntries } from './menu-admin-presenter.js'
import { menuAdminRepository, type MenuAdminRow } from './menu-admin-repository.js'
import { MenuPlan, type Misplacement, type PlacedEntry } from './menu-placement.js'
import type { Actor } from '../staff/index.js'
import { both } from '../../lib/localise.js'
import { visibilityEdit } from './visibility-edit.js'

/** The refusal for an entry that would not fit where a change puts it. */
function misplacement(found: Misplacement, changedId: number): AppError {
  const { entry } = found
  if (found.kind === 'taken')
    return new AppError('conflict', message('site.templateTaken', { template: entry.list_template }), { field: 'listTemplate' })
  if (entry.id !== changedId) {
    const name = both(entry, 'name')
    return new AppError('badRequest', messageWith('site.templateBelow', { name, template: entry.list_template }), { field: 'listTemplate' })
  }
  if (found.choices.length === 0) return badRequest('site.templateNowhere', {}, 'listTemplate')
  return badRequest('site.templateUnknown', { template: entry.list_template, choices: found.choices.join(', ') }, 'listTemplate')
}

/** Both names of a new entry are required; a name given in a change may not be blank. */
function missingNames(body: MenuSaveBody, creating: boolean): FieldMessage[] {
  const missing: FieldMessage[] = []
  for (const lang of ['zh', 'en'] as const) {
    const name = body[lang]?.name
    if (name === undefined ? creating : name.trim() === '')
      missing.push({ field: `${lang}.name`, msg: message('site.required', { field: `${lang}.name` }) })
  }
  return missing
}

/** Why an entry cannot be removed yet, counted; null when nothing holds it. */
function removalBlock(holdings: { children: number; conference: boolean; items: number }): Message | null {
  const parts: Message[] = []
  if (holdings.items > 0) parts.push(message('site.busyItems', { count: holdings.items }))
  if (holdings.children > 0) parts.push(message('site.busyChildren', { count: holdings.children }))
  if (holdings.conference) parts.push(message('site.busyConference'))
  if (parts.length === 0) return null
  const joined = parts.reduceRight((rest, first) => messageWith('site.busyJoin', { first, rest }))
  return messageWith('site.removeBusy', { parts: joined })
}

const placed = (row: MenuAdminRow): PlacedEntry => ({
  id: row.id,
  parent_id: row.parent_id,
  list_template: row.list_template,
  name_zh: row.name_zh,
  name_en: row.name_en,
})

/** Names an entry in an audit line: its Chinese name and its path, e.g. `<name> (/ibrNews/news)`. */
const label = (tree: MenuTreeRet, id: number) => {
  const entry = tree.entries.find((e) => e.id === id)
  return entry ? `${entry.zh.name} (${entry.path})` : String(id)
}

/**
 * The menu tree as staff change it: every change checked against the tree it would leave
 * (templates known at each place, no loops, one entry per path), written with its audit line in one
 * transaction, and answered with the tree as it now is. After the commit the change is announced (changes/).
 */
export function menuAdminService(db: Kysely<DB>, product: string, announce: Announce) {
  const write = announcedWrite(db, announce, 'site-structure')
  const read = async (database: Kysely<DB>): Promise<MenuTreeRet> => ({
    product,
    entries: presentMenuEntries(await menuAdminRepository(database).entries()),
  })

  /** Locks the menu for the transaction and reads it as a plan to check a change against. */
  const planIn = async (trx: Kysely<DB>) => {
    const repo = menuAdminRepository(trx)
    await repo.lock()
    const rows = await repo.entries()
    return { repo, rows, plan: new MenuPlan(product, rows.map(placed)) }
  }

  return {
    tree: () => read(db),

    async save(body: MenuSaveBody, actor: Actor): Promise<MenuChangeRet> {
      const creating = body.id === undefined
      const missing = missingNames(body, creating)
      if (creating && body.listTemplate === undefined)
        missing.unshift({ field: 'listTemplate', msg: message('site.required', { field: 'listTemplate' }) })
      if (creating && body.parentId === undefined)
        missing.unshift({ field: 'parentId', msg: message('site.required', { field: 'parentId' }) })
      if (missing.length === 1) throw new AppError('badRequest', missing[0]!.msg, { field: missing[0]!.field })
      if (missing.length > 1) throw new AppError('badRequest', missing[0]!.msg, { fields: missing })
      // A long introduction is cleaned off the event loop before the transaction, which takes the result.
      await sanitizeAhead([body.zh?.intro, body.en?.intro])

      return write(async (trx) => {
        const { repo, rows, plan } = await planIn(trx)
        const username = actor.user.username
        const names = { zh: body.zh?.name?.trim(), en: body.en?.name?.trim() }
        let id: number
        let summary: string
        // A picture given is a library image, held until the commit: a delete crossing the save is refused, or the save is.
        const checkPicture = async (pictureId: string | null | undefined) => {
          if (pictureId && !(await holdPublicImage(trx, pictureId))) throw badRequest('records.unknownImage', {}, 'pictureId')
        }
        if (body.id === undefined) {
          const parentId = body.parentId === null || body.parentId === undefined ? null : Number(body.parentId)
          if (parentId !== null && !plan.get(parentId))
            throw new AppError('notFound', message('site.parentNotFound', { id: parentId }), { field: 'parentId' })
          const siblings = rows.filter((r) => r.parent_id === parentId)
          const entry = {
            parent_id: parentId,
            sort: siblings.reduce((max, r) => Math.max(max, r.sort + 1), 0),
            list_template: body.listTemplate!,
            name_zh: names.zh!,
            name_en: names.en!,
            intro_zh: sanitizeKeepingText(body.zh?.intro ?? '', 'zh.intro'),
            intro_en: sanitizeKeepingText(body.en?.intro ?? '', 'en.intro'),
            status: body.hidden ? ('draft' as const) : ('published' as const),
            out_link: body.outLink ?? null,
            picture_id: body.pictureId ?? null,
            created_by: username,
            updated_by: username,
          }
          await checkPicture(entry.picture_id)
          // Checked under an id no entry has, before anything is written.
          plan.set({ ...entry, id: 0 })
          const problem = plan.misplaced(0)
          if (problem) throw misplacement(problem, 0)
          id = await repo.insert(entry)
          summary = `new: ${entry.name_zh} / ${entry.name_en}; template ${entry.list_template}${body.hidden ? '; hidden' : ''}`
        } else {
          id = Number(body.id)
          const before = rows.find((r) => r.id === id)
          if (!before) throw notFound('site.entryNotFound')
          if (body.parentId !== undefined && (body.parentId === null ? null : Number(body.parentId)) !== before.parent_id) {
            throw badRequest('site.parentByMove', {}, 'parentId')
          }
          const set: Updateable<MenuTable> = { updated_by: username }
          const changes: string[] = []
          if (names.zh !== undefined && names.zh !== before.name_zh) {
            set.name_zh = names.zh
            changes.push(`name zh: ${before.name_zh} → ${names.zh}`)
          }
          if (names.en !== undefined && names.en !== before.name_en) {
            set.name_en = names.en
            changes.push(`name en: ${before.name_en} → ${names.en}`)
          }
          for (const lang of ['zh', 'en'] as const) {
            const intro = body[lang]?.intro
            if (intro === undefined) continue
            // Refused, naming the words, when cleaning would remove text a reader sees (the rest after an unclosed <script>).
            const clean = sanitizeKeepingText(intro, `${lang}.intro`)
            if (clean === before[`intro_${lang}`]) continue
            set[`intro_${lang}`] = clean
            changes.push(`intro ${lang}`)
          }
          if (body.listTemplate !== undefined && body.listTemplate !== before.list_template) {
            plan.set({ ...placed(before), list_template: body.listTemplate })
            const problem = plan.misplaced(id)
            if (problem) throw misplacement(problem, id)
            set.list_template = body.listTemplate
            changes.push(`template: ${before.list_template} → ${body.listTemplate}`)
          }
          const visibility = visibilityEdit(body.hidden, before)
          if (visibility) {
            Object.assign(set, visibility.set)
            changes.push(visibility.change)
          }
          if (body.outLink !== undefined && body.outLink !== before.out_link) {
            set.out_link = body.outLink
            changes.push(`out link: ${before.out_link ?? '—'} → ${body.outLink ?? '—'}`)
          }
          if (body.pictureId !== undefined && body.pictureId !== before.picture_id) {
            await checkPicture(body.pictureId)
            set.picture_id = body.pictureId
            changes.push(`picture: ${before.picture_id ?? '—'} → ${body.pictureId ?? '—'}`)
          }
          // A save that changes nothing writes nothing, not even an audit line.
          if (changes.length === 0) return { id, ...(await read(trx)) }
          await repo.update(id, set)
          summary = changes.join('; ')
        }
        const tree = await read(trx)
        await recordAudit(trx, {
          userId: actor.user.id,
          username,
          action: 'menuSave',
          entity: 'menu',
          entityId: id,
          address: actor.address,
          summary: `${label(tree, id)}: ${summary}`,
        })
        return { id, ...tree }
      })
    },

    async move(body: MenuMoveBody, actor: Actor): Promise<MenuChangeRet> {
      const id = Number(body.id)
      const parentId = body.parentId === null ? null : Number(body.parentId)
      return write(async (trx) => {
        const { repo, rows, plan } = await planIn(trx)
        const before = rows.find((r) => r.id === id)
        if (!before) throw notFound('site.entryNotFound')
        if (parentId !== null && !plan.get(parentId))
          throw new AppError('notFound', message('site.parentNotFound', { id: parentId }), { field: 'parentId' })
        if (plan.isWithin(parentId, id)) throw badRequest('site.cycle', {}, 'parentId')
        plan.set({ ...placed(before), parent_id: parentId })
        const problem = plan.misplaced(id)
        if (problem) throw misplacement(problem, id)
        const siblings = rows.filter((r) => r.parent_id === parentId && r.id !== id).map((r) => r.id)
        const index = Math.min(body.index, siblings.length)
        siblings.splice(index, 0, id)
        await repo.order(parentId, siblings, actor.user.username)
        const was = presentMenuEntries(rows)
        const tree = await read(trx)
        const from = `${was.find((e) => e.id === before.parent_id)?.path ?? '/'} #${rows.filter((r) => r.parent_id === before.parent_id).findIndex((r) => r.id === id) + 1}`
        const to = `${tree.entries.find((e) => e.id === parentId)?.path ?? '/'} #${index + 1}`
        await recordActorAudit(trx, actor, {
          action: 'menuMove',
          entity: 'menu',
          entityId: id,
          summary: `${label(tree, id)}: ${from} → ${to}`,
        })
        return { id, ...tree }
      })
    },

    async remove(id: number, actor: Actor): Promise<MenuChangeRet> {
      return write(async (trx) => {
        const { repo, rows } = await planIn(trx)
        const before = rows.find((r) => r.id === id)
        if (!before) throw notFound('site.entryNotFound')
        const blocked = removalBlock(await repo.holdings(id))
        if (blocked) throw new AppError('conflict', blocked)
        const name = label({ product, entries: presentMenuEntries(rows) }, id)
        await repo.remove(id)
        const grants = await repo.dropGrants(id)
        await recordActorAudit(trx, actor, {
          action: 'menuRemove',
          entity: 'menu',
          entityId: id,
          summary: `${name}${grants ? `; section grants revoked: ${grants}` : ''}`,
        })
        return { id, ...(await read(trx)) }
      })
    },
  }
}

export type MenuAdminService = ReturnType<typeof menuAdminService>
