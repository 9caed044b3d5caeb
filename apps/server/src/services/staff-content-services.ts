import type { FastifyBaseLogger } from 'fastify'
import type { AppDeps } from '../app-deps.js'
import type { Announce } from '../changes/content-changes.js'
import type { JobQueue } from '../jobs/job-queue.js'
import { conferenceAdminService, type ConferenceAdminService, type RegistrationService } from '../modules/conference/index.js'
import { articleAutosaveService, type EditorialService } from '../modules/editorial/index.js'
import { queueItemCheck } from '../modules/links/index.js'
import { mediaService, type MediaService } from '../modules/media/index.js'
import type { MenuService } from '../modules/menu/index.js'
import { paperImportService } from '../modules/paper-import/index.js'
import { facilityKind, faqKind, quickLinkKind, teamKind, type RecordKind, recordService } from '../modules/records/index.js'
import {
  bannerService,
  type BannerService,
  menuAdminService,
  type MenuAdminService,
  pinnedService,
  type PinnedService,
} from '../modules/site-structure/index.js'

/**
 * What staff change on the public site besides articles (editorial, built in createServices). Each
 * service announces its public changes itself, after its commit (changes/content-changes.ts).
 */
export interface StaffContentServices {
  /** The media library: files, their alt text and focal point, their usages. */
  media: MediaService
  /** The menu tree as staff change it. */
  menuAdmin: MenuAdminService
  /** The home page's banners. */
  banners: BannerService
  /** Pinned items in sections. */
  pins: PinnedService
  /** The records workflow of each record kind (teams, facilities, FAQ, quick links). */
  records: RecordServices
  /** Conferences as staff edit them, with their workflow. */
  conferenceAdmin: ConferenceAdminService
  /** Papers imported from citations as editorial drafts. */
  paperImport: ReturnType<typeof paperImportService>
  /** An editor's autosaved copies of an article. */
  autosaves: ReturnType<typeof articleAutosaveService>
}

interface Built {
  menu: MenuService
  announce: Announce
  jobs: JobQueue
  editorial: EditorialService
  registration: RegistrationService
}

export function staffContentServices(deps: AppDeps, built: Built, log: FastifyBaseLogger): StaffContentServices {
  const { db, config } = deps
  const { announce, jobs } = built
  return {
    media: mediaService(db, deps.store, config.deletedFileKeepDays, announce),
    menuAdmin: menuAdminService(db, config.product, announce),
    banners: bannerService(db, announce),
    pins: pinnedService(db, built.menu, announce),
    records: recordServices(deps, built, log),
    conferenceAdmin: conferenceAdminService(
      db,
      built.menu,
      config.product,
      async (id) => {
        await announce('conference')
        // A workflow step on a conference's working copy: its pages' links are checked as now published.
        if (id !== undefined) queueItemCheck(jobs, 'conference', id, log)
      },
      (trx, conferenceId) => built.registration.capacityChanged(trx, conferenceId),
    ),
    paperImport: paperImportService(db, built.menu, built.editorial),
    autosaves: articleAutosaveService(db, built.editorial),
  }
}

function recordServices(deps: AppDeps, built: Built, log: FastifyBaseLogger) {
  const forKind = <Doc>(kind: RecordKind<Doc>) =>
    recordService(deps.db, kind, async (id) => {
      await built.announce(kind.entity)
      // A step on one record (not a reorder): its links are checked as it is now published.
      if (id !== undefined) queueItemCheck(built.jobs, kind.entity, id, log)
    })
  return { team: forKind(teamKind), facility: forKind(facilityKind), faq: forKind(faqKind), quickLink: forKind(quickLinkKind) }
}

export type RecordServices = ReturnType<typeof recordServices>
