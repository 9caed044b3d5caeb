/**
 * The header's and footer's settings administrators edit: stored in the database, each
 * falling back to the server's environment (then the demo default) until a value is saved.
 */
import Type, { type Static } from 'typebox'
import { body, Nullable } from '../api/common.js'
import { EDITABLE_SITE_SETTINGS } from '../site-settings.js'

const Value = Type.String({ maxLength: 1000 })

/** Each editable setting; null clears the saved value, so the environment's applies again. */
export const SiteSettingsValues = Type.Object(
  Object.fromEntries(EDITABLE_SITE_SETTINGS.map((key) => [key, Type.Optional(Nullable(Value))])) as Record<
    (typeof EDITABLE_SITE_SETTINGS)[number],
    ReturnType<typeof Type.Optional<ReturnType<typeof Nullable<typeof Value>>>>
  >,
)
export type SiteSettingsValues = Static<typeof SiteSettingsValues>

export const SiteSettingsSaveBody = body({ values: SiteSettingsValues })
export type SiteSettingsSaveBody = Static<typeof SiteSettingsSaveBody>

const Strings = Type.Record(Type.String(), Type.String())
export const SiteSettingsRet = Type.Object({
  values: Type.Record(Type.String(), Type.String(), { description: 'what the site uses now, per setting' }),
  defaults: Strings,
  saved: Type.Array(Type.String(), { description: 'settings with a saved value (the others follow the environment)' }),
  /** Public address of each image setting's file, when one is chosen. */
  images: Strings,
})
export type SiteSettingsRet = Static<typeof SiteSettingsRet>
