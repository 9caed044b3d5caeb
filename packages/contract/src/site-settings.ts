import { UPLOAD_MAX_BYTES_DEFAULT } from './files.js'
import { DEFAULT_PRODUCT } from './templates.js'

/**
 * The settings the public site reads at run time: the server writes them into index.html from its
 * environment, so an address changes with a restart, not a rebuild. No secrets belong here.
 */
export interface SiteSettings {
  /** Product token of section routes (/ibrNews). */
  product: string
  webmailUrl: string
  /** Office-automation system. */
  oaUrl: string
  /** Single-sign-on login page; the site adds `service={its own address}`. */
  ssoLoginUrl: string
  microblogUrl: string
  videoSiteUrl: string
  shortVideoUrl: string
  contactPhone: string
  contactEmail: string
  /** Largest upload the server accepts, in bytes (its UPLOAD_MAX_BYTES), shown before uploading. */
  uploadMaxBytes: number
}

/** The demo's values (example.org addresses); each is overridden by the server's environment. */
export const SITE_SETTINGS_DEFAULTS: SiteSettings = {
  product: DEFAULT_PRODUCT,
  webmailUrl: 'https://mail.example.org/',
  oaUrl: 'https://oa.example.org/',
  ssoLoginUrl: 'https://sso.example.org/login',
  microblogUrl: 'https://weibo.example.org/ibr',
  videoSiteUrl: 'https://video.example.org/ibr',
  shortVideoUrl: 'https://short-video.example.org/ibr',
  contactPhone: '010-00000000',
  contactEmail: 'office@ibr.example.org',
  uploadMaxBytes: UPLOAD_MAX_BYTES_DEFAULT,
}

/** The environment variable of each text setting (the upload limit is the server's own UPLOAD_MAX_BYTES). */
export const SITE_SETTINGS_ENV: Record<Exclude<keyof SiteSettings, 'uploadMaxBytes'>, string> = {
  product: 'PRODUCT',
  webmailUrl: 'WEBMAIL_URL',
  oaUrl: 'OA_URL',
  ssoLoginUrl: 'SSO_LOGIN_URL',
  microblogUrl: 'MICROBLOG_URL',
  videoSiteUrl: 'VIDEO_SITE_URL',
  shortVideoUrl: 'SHORT_VIDEO_URL',
  contactPhone: 'CONTACT_PHONE',
  contactEmail: 'CONTACT_EMAIL',
}

/** Only http(s) addresses may become links: javascript: or data: never reach an href. */
export const isWebAddress = (value: string) => /^https?:\/\/[^\s]+$/i.test(value)
