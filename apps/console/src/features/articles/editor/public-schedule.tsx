import type { PublicSchedule } from '@ibr/contract/staff-client'
import { useLang, useMessages } from '../../../i18n/use-t'
import { formatDate, formatTime, SITE_TIME_ZONE } from '../../../lib/format-date'
import { zoneName } from '../../../lib/zone-names'
import { messages } from '../messages'
import { messages as editorMessages } from './messages'

/**
 * What readers see of the item now and next, said as it is: the version online and until when, and a
 * version approved for later with its time in the site's zone, named in the person's language (or,
 * when its publication failed at that time and was given up, that it did not go online).
 */
export function PublicScheduleNote({ schedule }: { schedule: PublicSchedule }) {
  const t = useMessages(messages, editorMessages)
  const lang = useLang()
  const when = (iso: string) =>
    t('schedule.when', { date: formatDate(iso, lang), time: formatTime(iso, lang), zone: zoneName(SITE_TIME_ZONE, lang) })
  const { online, next } = schedule
  const now = online
    ? online.until
      ? t('schedule.onlineUntil', { version: online.version, time: when(online.until) })
      : t('schedule.online', { version: online.version })
    : t('schedule.notOnline')
  const later = next ? t(next.failed ? 'schedule.failed' : 'schedule.next', { version: next.version, time: when(next.at) }) : null
  return <span data-testid="public-schedule">{later ? t('schedule.both', { now, later }) : now}</span>
}
