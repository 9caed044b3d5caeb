import { STAFF_API, type ConferenceDetail } from '@ibr/contract/staff-client'
import { useState } from 'react'
import { Button } from '../../components/button/button'
import { useMessages } from '../../i18n/use-t'
import type { ApiError } from '../../lib/api-error'
import { useStaffForm } from '../../lib/use-staff-form'
import { conferencesKeys } from './conferences-keys'
import { PlainField } from './plain-field'
import styles from './conferences.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

type Day = Omit<ConferenceDetail['days'][number], 'id'> & { id?: number }
type Session = Day['sessions'][number]
const bi = () => ({ zh: '', en: '' })
/** A refusal beside the day or session field it names (`days.0.sessions.1.title.zh`), and in the status line. */
const placeFailure = (e: ApiError) => ({ fields: e.field ? { [e.field]: e.message } : {}, form: e.message })
const NO_FIELDS: readonly string[] = []
const emptySession = (): Session => ({ startTime: '09:00', endTime: '10:00', title: bi(), speaker: bi(), affiliation: bi(), place: bi() })

/** The programme: days (tabs on the public page) and their sessions, saved on their own. */
export function ScheduleTab({ conference }: { conference: ConferenceDetail }) {
  const t = useMessages(messages, shared)
  // The programme as typed, filled again whenever the server's changes (its own save, a restored revision): compared
  // by value, as each answer may be a new object with the same programme.
  const [days, setDays] = useState<Day[]>(conference.days)
  const served = JSON.stringify(conference.days)
  const [filledFrom, setFilledFrom] = useState(served)
  if (served !== filledFrom) {
    setFilledFrom(served)
    setDays(conference.days)
  }
  const form = useStaffForm(STAFF_API.conferenceSchedule, {
    invalidates: conferencesKeys.conference,
    fields: NO_FIELDS,
    place: placeFailure,
  })
  const at = (field: string) => form.errors[field] ?? null
  const setDay = (i: number, change: Partial<Day>) => setDays(days.map((d, j) => (j === i ? { ...d, ...change } : d)))
  const setSession = (i: number, k: number, change: Partial<Session>) =>
    setDay(i, { sessions: days[i]!.sessions.map((s, j) => (j === k ? { ...s, ...change } : s)) })
  const save = () => form.submit({ menuId: conference.menuId, days })
  return (
    <div className={styles.stack}>
      <p role="status" className={styles.status}>
        {form.formError ?? (form.saved ? t('conf.saved') : '')}
      </p>
      {days.map((d, i) => (
        <fieldset key={d.id ?? `new${i}`} className={styles.options}>
          <legend>{t('conf.schedule.day', { n: i + 1 })}</legend>
          <div className={styles.grid3}>
            <PlainField
              label={t('conf.schedule.date')}
              type="date"
              value={d.day}
              onChange={(day) => setDay(i, { day })}
              error={at(`days.${i}.day`)}
            />
            <PlainField
              lang="zh"
              label={t('conf.schedule.nameZh')}
              value={d.name.zh}
              onChange={(zh) => setDay(i, { name: { ...d.name, zh } })}
              error={at(`days.${i}.name.zh`)}
            />
            <PlainField
              lang="en"
              label={t('conf.schedule.nameEn')}
              value={d.name.en}
              onChange={(en) => setDay(i, { name: { ...d.name, en } })}
              error={at(`days.${i}.name.en`)}
            />
          </div>
          <ol className={styles.sessions}>
            {d.sessions.map((s, k) => (
              <li key={k} className={styles.session}>
                <div className={styles.grid4}>
                  <PlainField
                    label={t('conf.schedule.start')}
                    type="time"
                    value={s.startTime}
                    onChange={(startTime) => setSession(i, k, { startTime })}
                    error={at(`days.${i}.sessions.${k}.startTime`)}
                  />
                  <PlainField
                    label={t('conf.schedule.end')}
                    type="time"
                    value={s.endTime}
                    onChange={(endTime) => setSession(i, k, { endTime })}
                    error={at(`days.${i}.sessions.${k}.endTime`)}
                  />
                  {(['title', 'speaker', 'affiliation', 'place'] as const).flatMap((key) =>
                    (['zh', 'en'] as const).map((lang) => (
                      <PlainField
                        key={`${key}${lang}`}
                        lang={lang}
                        label={`${t(`conf.schedule.${key}`)} (${t(`conf.lang.${lang}`)})`}
                        value={s[key][lang]}
                        onChange={(v) => setSession(i, k, { [key]: { ...s[key], [lang]: v } })}
                        error={at(`days.${i}.sessions.${k}.${key}.${lang}`)}
                      />
                    )),
                  )}
                </div>
                <Button size="small" variant="quiet" onPress={() => setDay(i, { sessions: d.sessions.filter((_, j) => j !== k) })}>
                  {t('conf.schedule.removeSession')}
                </Button>
              </li>
            ))}
          </ol>
          <span className={styles.row}>
            <Button size="small" onPress={() => setDay(i, { sessions: [...d.sessions, emptySession()] })}>
              {t('conf.schedule.addSession')}
            </Button>
            <Button size="small" variant="danger" onPress={() => setDays(days.filter((_, j) => j !== i))}>
              {t('conf.schedule.removeDay')}
            </Button>
          </span>
        </fieldset>
      ))}
      <span className={styles.row}>
        <Button onPress={() => setDays([...days, { day: conference.startDate, name: bi(), sessions: [] }])}>
          {t('conf.schedule.addDay')}
        </Button>
        <Button variant="primary" onPress={() => void save()} isPending={form.pending}>
          {t('conf.schedule.save')}
        </Button>
      </span>
    </div>
  )
}
