import { can, type StaffUser } from '@ibr/contract/staff'
import type { Lang } from '@ibr/contract'
import type { Readable } from 'node:stream'
import type { FastifyBaseLogger } from 'fastify'
import type { AppDeps } from '../../../app-deps.js'
import { AppError, notFound } from '../../../http/app-error.js'
import { message } from '../../../i18n/messages.js'
import { recordAudit } from '../../audit/index.js'
import { csvStream } from './export-csv.js'
import { exportRepository, type ExportConference } from './export-repository.js'
import { exportTable } from './export-table.js'
import { xlsxStream } from './export-xlsx.js'
import { zipStream } from './files-zip.js'
import { safeSegment } from './zip-entry-name.js'

export interface ExportFile {
  /** The download's name, for Content-Disposition. */
  fileName: string
  contentType: string
  body: Readable
}

type Who = { user: StaffUser; address: string }
/** The conference's menu entry, and the registrations picked (all when none are). */
interface Selection {
  menuId: number
  ids?: readonly number[]
}

/** A sheet's name may not hold "/" (nor \\ ? * : [ ]) and has at most 31 characters. */
const sheetName = () => {
  const name = message('export.sheet')
  return `${name.zh} ${name.en}`.slice(0, 31)
}

const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  zip: 'application/zip',
} as const

/**
 * A conference's registrations leaving the site: the table as XLSX or CSV, the uploaded files as a
 * ZIP. Each is checked (the menu entry names a conference, this person reviews it), written to the
 * audit log, then streamed batch by batch from the database.
 */
export function registrationExports(deps: Pick<AppDeps, 'db' | 'store'>, log: FastifyBaseLogger) {
  const repo = exportRepository(deps.db)

  /** The conference of `menuId`, if this person may review its registrations; 404 before 403, as elsewhere. */
  async function conferenceFor(user: StaffUser, menuId: number): Promise<ExportConference> {
    const conference = await repo.conferenceByMenu(menuId)
    if (!conference) throw notFound('conference.notFound')
    if (!can(user, 'conference.review', { conference: conference.id })) throw new AppError('noPermission')
    return conference
  }

  const downloadName = (key: 'export.fileName.table' | 'export.fileName.files', conference: ExportConference, lang: Lang) => {
    const title = (lang === 'en' ? conference.titleEn : conference.titleZh) || conference.titleZh || conference.token
    const day = new Date().toLocaleDateString('sv-SE', { timeZone: conference.timeZone })
    return `${safeSegment(message(key, { title })[lang], 80)} ${day}`
  }

  const failed = (what: string, conference: ExportConference) => (error: unknown) =>
    log.error({ err: error, conference: conference.id }, `${what} of registrations stopped halfway`)

  const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`

  async function audit(
    action: 'registrationExport' | 'registrationFiles',
    who: Who,
    conference: ExportConference,
    what: string,
    ids: readonly number[] | undefined,
  ) {
    const { registrations, files } = await repo.counts(conference.id, ids)
    await recordAudit(deps.db, {
      userId: who.user.id,
      username: who.user.username,
      action,
      entity: 'conference',
      entityId: conference.id,
      address: who.address,
      // Plain English with codes, as every audit line: the console tells it in the reader's language (features/audit).
      summary: `${what}; ${conference.token}; ${counted(registrations, 'registration')}${ids ? ' (selected)' : ''}, ${counted(files, 'file')}`,
    })
  }

  return {
    async table(who: Who, { menuId, format, ids }: Selection & { format: 'xlsx' | 'csv' }, lang: Lang): Promise<ExportFile> {
      const conference = await conferenceFor(who.user, menuId)
      await audit('registrationExport', who, conference, format, ids)
      const table = exportTable(conference)
      const batches = repo.registrations(conference.id, ids)
      const body = format === 'csv' ? csvStream(batches, table) : xlsxStream(batches, table, sheetName(), failed('xlsx export', conference))
      return { fileName: `${downloadName('export.fileName.table', conference, lang)}.${format}`, contentType: CONTENT_TYPES[format], body }
    },

    async files(who: Who, { menuId, ids }: Selection, lang: Lang): Promise<ExportFile> {
      const conference = await conferenceFor(who.user, menuId)
      await audit('registrationFiles', who, conference, 'zip', ids)
      const body = zipStream(repo.registrations(conference.id, ids), {
        store: deps.store,
        formFields: conference.formFields,
        missingNote: (names) => {
          const intro = message('export.missingFiles')
          return { name: 'missing-files.txt', text: [intro.zh, intro.en, '', ...names, ''].join('\r\n') }
        },
        onError: failed('zip export', conference),
      })
      return { fileName: `${downloadName('export.fileName.files', conference, lang)}.zip`, contentType: CONTENT_TYPES.zip, body }
    },
  }
}
