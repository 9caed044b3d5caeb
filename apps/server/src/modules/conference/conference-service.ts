import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { conferenceRepository } from './conference-repository.js'

/**
 * A public conference's programme for other modules (its iCalendar file): the conference, found by
 * its token, and every session of every day with the day's date.
 */
export function conferenceService(db: Kysely<DB>) {
  return {
    programme(token: string) {
      return conferenceRepository(db).programme(token)
    },
  }
}

export type ConferenceProgramme = NonNullable<Awaited<ReturnType<ReturnType<typeof conferenceService>['programme']>>>
