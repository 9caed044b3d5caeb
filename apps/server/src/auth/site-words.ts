import type { Config } from '../config.js'
import { message } from '../i18n/messages.js'

/** Labels of a host name that name nobody: `www.ibr.example.edu.cn` leaves `ibr`. */
const GENERIC_LABELS = new Set(['www', 'com', 'org', 'net', 'edu', 'gov', 'ac', 'cn', 'example', 'localhost'])

/**
 * The site's names, words an attacker of this site tries first in a staff password: the product
 * token (`ibr`), the institute's name in both languages, the name in MAIL_FROM and the labels of
 * PUBLIC_URL's host. Given to the strength estimate beside the person's own name and user name.
 */
export function siteWords(config: Pick<Config, 'product' | 'mail' | 'staff'>): string[] {
  const name = message('share.siteName')
  const sender = /^\s*"?([^"<]*?)"?\s*</.exec(config.mail.from)?.[1] ?? ''
  const host = config.staff.publicUrl ? new URL(config.staff.publicUrl).hostname.split('.') : []
  const words = [config.product, name.en, name.zh, sender, ...host.filter((label) => label.length >= 3 && !GENERIC_LABELS.has(label))]
  return [...new Set(words.map((w) => w.trim()).filter(Boolean))]
}
