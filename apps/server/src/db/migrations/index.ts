import type { Migration, MigrationProvider } from 'kysely/migration'
import * as m0001 from './0001-initial.js'
import * as m0002 from './0002-list-indexes.js'
import * as m0003 from './0003-staff.js'
import * as m0004 from './0004-editorial.js'
import * as m0005 from './0005-jobs.js'
import * as m0006 from './0006-helpdesk-inbox.js'
import * as m0007 from './0007-mail.js'
import * as m0008 from './0008-registrations.js'
import * as m0009 from './0009-records.js'
import * as m0010 from './0010-search.js'
import * as m0012 from './0012-event-calendar.js'
import * as m0013 from './0013-search-teams-words.js'
import * as m0014 from './0014-search-scope-marks.js'
import * as m0015 from './0015-search-facilities-meetings.js'
import * as m0016 from './0016-client-limits.js'
import * as m0017 from './0017-backup-runs.js'
import * as m0018 from './0018-mail-unsent.js'
import * as m0019 from './0019-blob-release-pending.js'
import * as m0020 from './0020-staff-devices.js'
import * as m0021 from './0021-article-autosaves.js'
import * as m0022 from './0022-search-list-marks.js'
import * as m0023 from './0023-staff-sign-in-attempts.js'
import * as m0024 from './0024-staff-email.js'
import * as m0025 from './0025-staff-sign-in-links.js'
import * as m0026 from './0026-scheduled-publications.js'
import * as m0027 from './0027-notifications.js'
import * as m0028 from './0028-link-checks.js'
import * as m0029 from './0029-reader-stats.js'
import * as m0030 from './0030-scheduled-notices.js'
import * as m0031 from './0031-migration-compat.js'
import * as m0032 from './0032-deleted-file-keep.js'

/**
 * What a migration that older builds cannot run against declares: the tables (`table`) and columns
 * (`table.column`) it drops, renames or retypes, and why. Without it a migration is additive: builds
 * older than it may keep serving on it (docs/upgrading.md, "Migrations: expand, then contract").
 */
export interface MigrationContract {
  retires: readonly string[]
  why: string
}

/** A migration module: Kysely's up and down, and its contract when it has one. */
export interface SiteMigration extends Migration {
  contract?: MigrationContract
}

/** Migrations in order; listed here rather than read from disk so the build carries them. */
export const MIGRATIONS: Record<string, SiteMigration> = {
  '0001-initial': m0001,
  '0002-list-indexes': m0002,
  '0003-staff': m0003,
  '0004-editorial': m0004,
  '0005-jobs': m0005,
  '0006-helpdesk-inbox': m0006,
  '0007-mail': m0007,
  '0008-registrations': m0008,
  '0009-records': m0009,
  '0010-search': m0010,
  '0012-event-calendar': m0012,
  '0013-search-teams-words': m0013,
  '0014-search-scope-marks': m0014,
  '0015-search-facilities-meetings': m0015,
  '0016-client-limits': m0016,
  '0017-backup-runs': m0017,
  '0018-mail-unsent': m0018,
  '0019-blob-release-pending': m0019,
  '0020-staff-devices': m0020,
  '0021-article-autosaves': m0021,
  '0022-search-list-marks': m0022,
  '0023-staff-sign-in-attempts': m0023,
  '0024-staff-email': m0024,
  '0025-staff-sign-in-links': m0025,
  '0026-scheduled-publications': m0026,
  '0027-notifications': m0027,
  '0028-link-checks': m0028,
  '0029-reader-stats': m0029,
  '0030-scheduled-notices': m0030,
  '0031-migration-compat': m0031,
  '0032-deleted-file-keep': m0032,
}

/** The names of the migrations this build carries, in order. */
export const KNOWN_MIGRATIONS: readonly string[] = Object.keys(MIGRATIONS).sort()

export const migrationProvider: MigrationProvider = { getMigrations: async () => MIGRATIONS }
