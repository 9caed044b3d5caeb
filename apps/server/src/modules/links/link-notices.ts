import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { message } from '../../i18n/messages.js'
import { notify } from '../notifications/index.js'

/** The console's screen of broken links, where every notice leads. */
export const LINKS_SCREEN = '/links'

/**
 * After the weekly check: one notice per section holding broken links, to the people who may edit
 * it (section 0, links of no section such as the footer's, to administrators only), each told or
 * not as they chose for broken links. The notice names the section; the screen it links to has the
 * links (a count in `detail` would be quoted in one language whatever the reader's).
 */
export async function announceBrokenLinks(db: Kysely<DB>, section: { id: number; zh: string; en: string; count: number }): Promise<void> {
  const site = message('links.siteItem')
  await notify(db, {
    kind: 'brokenLinks',
    action: 'found',
    audience: { permission: 'content.write', scopes: section.id === 0 ? [] : [{ section: section.id }] },
    link: LINKS_SCREEN,
    title: section.id === 0 ? site : { zh: section.zh, en: section.en },
  })
}
