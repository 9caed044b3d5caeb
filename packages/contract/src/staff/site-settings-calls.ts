/** The site settings staff calls, each declared once: path, schemas, failures, effect and who may make it. */
import { EmptyBody } from '../api/common.js'
import { SIGNED_IN, defineStaffCall } from './define-staff-call.js'
import { SiteSettingsRet, SiteSettingsSaveBody } from './site-settings-api.js'

export const SITE_SETTINGS_CALLS = [
  defineStaffCall({
    name: 'siteSettingsGet',
    path: '/api/staff/siteSettings/get',
    summary: 'The header’s and footer’s settings: what the site uses, the defaults, which are saved',
    effect: 'read',
    permission: 'site.manage',
    body: EmptyBody,
    ret: SiteSettingsRet,
    failures: SIGNED_IN,
  }),
  defineStaffCall({
    name: 'siteSettingsSave',
    path: '/api/staff/siteSettings/save',
    summary: 'Save header and footer settings (null returns one to the environment’s value); every instance serves them at once',
    effect: 'write',
    permission: 'site.manage',
    body: SiteSettingsSaveBody,
    ret: SiteSettingsRet,
    failures: [...SIGNED_IN, 'badRequest'],
  }),
] as const
