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
  /** Footer texts in both languages; empty: the site's own catalogue text. */
  addressZh: string
  addressEn: string
  postalCode: string
  copyrightZh: string
  copyrightEn: string
  /** ICP and public-security registration notices. */
  registrationZh: string
  registrationEn: string
  /** Footer images chosen in the console (`/file/image/{id}`); empty: the site's built-in pictures. */
  logoSrc: string
  partnerLogoSrc: string
  qrImageSrc: string
  /** Largest upload the server accepts, in bytes (its UPLOAD_MAX_BYTES), shown before uploading. */
  uploadMaxBytes: number
  /** The institute's IANA time zone (the server's SITE_TIMEZONE): every time the site shows is in it. */
  timeZone: string
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
  addressZh: '',
  addressEn: '',
  postalCode: '102206',
  copyrightZh: '',
  copyrightEn: '',
  registrationZh: '',
  registrationEn: '',
  logoSrc: '',
  partnerLogoSrc: '',
  qrImageSrc: '',
  uploadMaxBytes: UPLOAD_MAX_BYTES_DEFAULT,
  timeZone: 'Asia/Shanghai',
}

/** The environment variable of each text setting (the upload limit and time zone are the server's own UPLOAD_MAX_BYTES and SITE_TIMEZONE). */
export const SITE_SETTINGS_ENV: Record<Exclude<keyof SiteSettings, 'uploadMaxBytes' | 'timeZone'>, string> = {
  product: 'PRODUCT',
  webmailUrl: 'WEBMAIL_URL',
  oaUrl: 'OA_URL',
  ssoLoginUrl: 'SSO_LOGIN_URL',
  microblogUrl: 'MICROBLOG_URL',
  videoSiteUrl: 'VIDEO_SITE_URL',
  shortVideoUrl: 'SHORT_VIDEO_URL',
  contactPhone: 'CONTACT_PHONE',
  contactEmail: 'CONTACT_EMAIL',
  addressZh: 'SITE_ADDRESS_ZH',
  addressEn: 'SITE_ADDRESS_EN',
  postalCode: 'SITE_POSTAL_CODE',
  copyrightZh: 'SITE_COPYRIGHT_ZH',
  copyrightEn: 'SITE_COPYRIGHT_EN',
  registrationZh: 'SITE_REGISTRATION_ZH',
  registrationEn: 'SITE_REGISTRATION_EN',
  logoSrc: 'SITE_LOGO_SRC',
  partnerLogoSrc: 'SITE_PARTNER_LOGO_SRC',
  qrImageSrc: 'SITE_QR_IMAGE_SRC',
}

/**
 * The header and footer settings administrators may change in the console, stored in the
 * `site_setting` table; until one is saved, the environment's value (or the default) applies. The
 * three images are library file ids, written into the page as `/file/image/{id}` in SITE_IMAGE_SETTINGS.
 */
export const EDITABLE_SITE_SETTINGS = [
  'webmailUrl',
  'oaUrl',
  'addressZh',
  'addressEn',
  'postalCode',
  'contactPhone',
  'contactEmail',
  'copyrightZh',
  'copyrightEn',
  'registrationZh',
  'registrationEn',
  'microblogUrl',
  'videoSiteUrl',
  'shortVideoUrl',
  'logoImage',
  'partnerLogoImage',
  'qrImage',
] as const
export type EditableSiteSetting = (typeof EDITABLE_SITE_SETTINGS)[number]

/** Each image setting (a library file id) and the public setting that carries its address. */
export const SITE_IMAGE_SETTINGS = { logoImage: 'logoSrc', partnerLogoImage: 'partnerLogoSrc', qrImage: 'qrImageSrc' } as const

/** A picture address the site accepts from the settings: the server's own image path. */
export const isSiteImageSrc = (value: string) => /^\/file\/image\/[A-Za-z0-9_-]{22}$/.test(value)

/** Only http(s) addresses may become links: javascript: or data: never reach an href. */
export const isWebAddress = (value: string) => /^https?:\/\/[^\s]+$/i.test(value)
