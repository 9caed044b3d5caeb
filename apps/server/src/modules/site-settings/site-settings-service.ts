import {
  API,
  EDITABLE_SITE_SETTINGS,
  EMAIL,
  isWebAddress,
  SITE_IMAGE_SETTINGS,
  type EditableSiteSetting,
  type SiteSettings,
} from '@ibr/contract'
import type { SiteSettingsRet, SiteSettingsSaveBody, StaffUser } from '@ibr/contract/staff'
import type { Kysely } from 'kysely'
import type { Announce } from '../../changes/content-changes.js'
import type { DB } from '../../db/schema.js'
import { badRequest } from '../../http/app-error.js'
import { memoAsync } from '../../lib/memo.js'
import { recordActorAudit } from '../audit/index.js'
import { siteSettingsRepository } from './site-settings-repository.js'

type ImageSetting = keyof typeof SITE_IMAGE_SETTINGS
const isImage = (key: EditableSiteSetting): key is ImageSetting => key in SITE_IMAGE_SETTINGS
const imageSrc = (id: string) => `${API.fileImage}${id}`

/**
 * The header's and footer's settings: the environment's values (config.site) until an
 * administrator saves one in the console (table site_setting). Saved values are read through a memo
 * cleared on every content change, so every instance serves a saved change at once (services.changes).
 */
export function siteSettingsService(db: Kysely<DB>, fromEnv: SiteSettings, cacheSeconds: number, announce: Announce) {
  const memo = memoAsync<Map<string, string>>(cacheSeconds)
  const saved = () =>
    memo.get('saved', async () => {
      const rows = await siteSettingsRepository(db).saved()
      return new Map(rows.map((r) => [r.key, r.value]))
    })

  const isLibraryImage = async (id: string) => (await siteSettingsRepository(db).publicFileKind(id)) === 'image'

  /** What a setting is before anyone saves it: the environment's value (an image: none). */
  const defaultOf = (key: EditableSiteSetting) => (isImage(key) ? '' : fromEnv[key])

  return {
    clear: () => memo.clear(),

    /** The settings the public page carries: the environment's with the saved ones over them. */
    async effective(): Promise<SiteSettings> {
      const values = await saved()
      const site: SiteSettings = { ...fromEnv }
      for (const key of EDITABLE_SITE_SETTINGS) {
        const value = values.get(key)
        if (value === undefined) continue
        if (isImage(key)) site[SITE_IMAGE_SETTINGS[key]] = value === '' ? '' : imageSrc(value)
        else site[key] = value
      }
      return site
    },

    async get(): Promise<SiteSettingsRet> {
      const values = await saved()
      const out: SiteSettingsRet = { values: {}, defaults: {}, saved: [], images: {} }
      for (const key of EDITABLE_SITE_SETTINGS) {
        const value = values.get(key)
        out.defaults[key] = defaultOf(key)
        out.values[key] = value ?? defaultOf(key)
        if (value !== undefined) out.saved.push(key)
        if (isImage(key) && value) out.images[key] = imageSrc(value)
      }
      return out
    },

    /** Saves the given settings (null: back to the environment's); refuses the whole change on one bad value. */
    async save(actor: { user: StaffUser; address: string }, body: Omit<SiteSettingsSaveBody, 'lang'>) {
      const changes: [EditableSiteSetting, string | null][] = []
      for (const key of EDITABLE_SITE_SETTINGS) {
        const given = body.values[key]
        if (given === undefined) continue
        if (given === null) {
          changes.push([key, null])
          continue
        }
        const value = given.trim()
        const field = `values.${key}`
        if (isImage(key) && value !== '' && !(await isLibraryImage(value))) throw badRequest('records.unknownImage', {}, field)
        else if (key.endsWith('Url') && value !== '' && !isWebAddress(value)) throw badRequest('records.badUrl', {}, field)
        else if (key === 'contactEmail' && value !== '' && !EMAIL.test(value)) throw badRequest('records.badEmail', {}, field)
        changes.push([key, value])
      }
      if (changes.length > 0) {
        const name = actor.user.name || actor.user.username
        await db.transaction().execute(async (trx) => {
          for (const [key, value] of changes) {
            if (isImage(key) && value && !(await siteSettingsRepository(trx).holdLibraryImage(value))) {
              throw badRequest('records.unknownImage', {}, `values.${key}`)
            }
            if (value === null) await siteSettingsRepository(trx).remove(key)
            else await siteSettingsRepository(trx).put(key, value, name)
          }
          await recordActorAudit(trx, actor, {
            action: 'siteSettingsSave',
            entity: 'siteSettings',
            summary: changes.map(([key, value]) => `${key}=${value ?? '(default)'}`).join('; '),
          })
        })
        memo.clear()
        // Every instance writes the new values into the next page it serves.
        await announce('site-settings')
      }
      return this.get()
    },
  }
}

export type SiteSettingsService = ReturnType<typeof siteSettingsService>
