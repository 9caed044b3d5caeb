import { registrationQrPayload } from '@ibr/contract/staff'
import ical from 'ical-generator'
import type { ConferenceRecord } from './registration-repository.js'
import { loadQrCode } from '../../../lib/load-qrcode.js'
import { loc } from '../../../lib/localise.js'

/** The conference's days in its own zone: from this hour of the first day to that of the last. */
const DAY_STARTS = 9
const DAY_ENDS = 18

/**
 * A wall-clock time the calendar writes as it is, beside TZID: ical-generator reads a Date's local
 * fields when the event has a zone, so the Date is built from local fields too, whatever the server's zone.
 */
function wallClock(date: string, hour: number): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return new Date(y, m - 1, d, hour, 0, 0)
}

/**
 * The conference as a calendar file: one event, the same UID in every message (a calendar updates
 * the event rather than adding another), in the conference's time zone, with its venue and page.
 */
export function conferenceIcs(conference: ConferenceRecord, lang: 'zh' | 'en', pageUrl: string, host: string): string {
  const cal = ical({ prodId: { company: 'ibr', product: 'registration', language: lang === 'en' ? 'EN' : 'ZH' } })
  const title = loc(conference, 'title', lang)
  const venue = loc(conference, 'venue', lang)
  cal.createEvent({
    id: `conference-${conference.id}@${host}`,
    start: wallClock(conference.start_date, DAY_STARTS),
    end: wallClock(conference.end_date, DAY_ENDS),
    timezone: conference.time_zone,
    summary: title,
    location: venue,
    url: pageUrl,
  })
  return cal.toString()
}

/** The QR code the check-in screen reads, as an SVG document (the private page shows it). */
export const qrSvg = async (confirmCode: string) =>
  (await loadQrCode()).toString(registrationQrPayload(confirmCode), { type: 'svg', margin: 2, errorCorrectionLevel: 'M' })

/** The same code as a PNG (the accepted message carries it: mail readers show PNG, not always SVG). */
export const qrPng = async (confirmCode: string) =>
  (await loadQrCode()).toBuffer(registrationQrPayload(confirmCode), { type: 'png', margin: 2, width: 320, errorCorrectionLevel: 'M' })
