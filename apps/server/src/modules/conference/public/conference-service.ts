import type { Kysely } from 'kysely'
import type { DB } from '../../../db/schema.js'
import type { MenuService } from '../../menu/index.js'
import { findConference } from './conference-lookup.js'
import { conferenceRepository } from './conference-repository.js'

/** Public conferences: the one a menu entry belongs to, its days and sessions, its whole programme (its iCalendar file). */
export function conferenceService(db: Kysely<DB>, menu: MenuService) {
  const repo = conferenceRepository(db)
  return {
    /** The conference of a menu entry or of any page below it; 404 when there is none. */
    find: (menuId: number) => findConference(db, menu, menuId),
    tags: repo.tags,
    sessions: repo.sessions,
    /** The conference found by its token, and every session of every day with the day's date. */
    programme: repo.programme,
  }
}

export type ConferenceService = ReturnType<typeof conferenceService>
export type ConferenceProgramme = NonNullable<Awaited<ReturnType<ConferenceService['programme']>>>
