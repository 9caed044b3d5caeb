import { STAFF_API, type RegistrationCheckinRet } from '@ibr/contract/staff-client'
import { useCallback, useState } from 'react'
import { Button } from '../../components/button/button'
import { SelectField } from '../../components/field/select-field'
import { PageHeading } from '../../components/page-heading/page-heading'
import { useLang, useMessages } from '../../i18n/use-t'
import { formatDateTime } from '../../lib/format-date'
import { useStaffMutation } from '../../lib/use-staff-mutation'
import { useStaffQuery } from '../../lib/use-staff-query'
import { checkinKeys } from './checkin-keys'
import { useDocumentTitle } from '../../lib/use-document-title'
import { QrScanner } from './qr-scanner'
import styles from './checkin.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

/** A short low tone: a second scan is heard at a noisy door, not only seen. */
function warnSound() {
  try {
    const audio = new AudioContext()
    const tone = audio.createOscillator()
    tone.frequency.value = 220
    tone.connect(audio.destination)
    tone.start()
    tone.stop(audio.currentTime + 0.4)
  } catch {
    // No sound here: the warning is still shown.
  }
}

/** The door: pick the conference, scan or type a code, see who it is and whether they were already in. */
export function CheckinPage() {
  const t = useMessages(messages, shared)
  const lang = useLang()
  useDocumentTitle(t('checkin.title'))
  const conferences = useStaffQuery(STAFF_API.conferenceList, {})
  const mine = (conferences.data?.list ?? []).filter((c) => c.mayReview)
  const [chosen, setChosen] = useState<number | null>(null)
  const menuId = chosen ?? mine[0]?.menuId ?? null
  const [typed, setTyped] = useState('')
  const [camera, setCamera] = useState(false)
  const [result, setResult] = useState<RegistrationCheckinRet | null>(null)
  const checkin = useStaffMutation(STAFF_API.registrationCheckin, { invalidates: checkinKeys.arrivals })
  const { mutate } = checkin
  const check = useCallback(
    (code: string) => {
      if (!code.trim()) return
      mutate(
        { code: code.trim(), ...(menuId ? { menuId } : {}) },
        {
          onSuccess: (ret) => {
            setResult(ret)
            setTyped('')
            if (ret.alreadyAt) warnSound()
          },
          onError: () => setResult(null),
        },
      )
    },
    [menuId, mutate],
  )
  const error = checkin.error?.message ?? null
  const person = result?.registration
  return (
    <div className={styles.page}>
      <PageHeading intro={t('checkin.intro')}>{t('checkin.title')}</PageHeading>
      {mine.length > 1 && (
        <SelectField
          label={t('reg.conference')}
          name="conference"
          value={menuId === null ? '' : String(menuId)}
          onChange={(v) => setChosen(Number(v))}
          options={mine.map((c) => ({ id: String(c.menuId), label: c.title[lang] || c.title.zh }))}
        />
      )}
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault()
          check(typed)
        }}
      >
        <label className={styles.codeLabel}>
          {t('checkin.code')}
          <input
            className={styles.code}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={200}
          />
        </label>
        <Button type="submit" variant="primary" isPending={checkin.isPending}>
          {t('checkin.check')}
        </Button>
      </form>
      <Button onPress={() => setCamera(!camera)}>{camera ? t('checkin.cameraOff') : t('checkin.cameraOn')}</Button>
      {camera && <QrScanner onCode={check} />}
      <div aria-live="assertive" className={styles.result}>
        {error && (
          <p className={styles.refused} role="alert">
            {error}
          </p>
        )}
        {person && (
          <div className={styles.person} data-again={result?.alreadyAt ? true : undefined}>
            {result?.alreadyAt && <p className={styles.again}>{t('checkin.again', { at: formatDateTime(result.alreadyAt, lang) })}</p>}
            <p className={styles.name}>{person.name || person.email}</p>
            <p className={styles.facts}>
              {person.confirmCode} · {t(`reg.state.${person.state}`)} · {t(`reg.payment.${person.payment}`)}
            </p>
            {!result?.alreadyAt && <p className={styles.welcome}>{t('checkin.welcome')}</p>}
          </div>
        )}
      </div>
    </div>
  )
}
