import type { Kysely } from 'kysely'
import type { DB } from '../../../db/schema.js'
import { notFound } from '../../../http/app-error.js'
import type { MenuService } from '../../menu/index.js'
import { conferenceRepository, type ConferenceRow } from './conference-repository.js'

/**
 * The conference a menu entry belongs to: its own entry or any page below it (overview, apply,
 * schedule...), found by walking up the public menu tree. A hidden entry finds nothing.
 */
export async function findConference(db: Kysely<DB>, menu: MenuService, menuId: number): Promise<ConferenceRow> {
  const chain: number[] = []
  for (let node = (await menu.tree()).get(menuId); node; node = node.parent ?? undefined) chain.push(node.row.id)
  if (chain.length > 0) {
    const rows = await conferenceRepository(db).byMenuIds(chain)
    // The nearest entry wins, should a conference ever sit inside another's pages.
    for (const id of chain) {
      const conference = rows.find((r) => r.menu_id === id)
      if (conference) return conference
    }
  }
  throw notFound('conference.notFound')
}

/** Registration is accepted while it is switched on, its start has come and its deadline has not passed. */
export { isRegistrationOpen } from '../registration/registration-register.js'
