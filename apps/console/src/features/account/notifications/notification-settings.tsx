import type { NotificationChoice, NotificationMode, NotificationPrefsRet } from '@ibr/contract/staff-client'
import { STAFF_API } from '@ibr/contract/staff-client'
import { useState, type FormEvent } from 'react'
import { Form, Radio, RadioGroup } from 'react-aria-components'
import { Button } from '../../../components/button/button'
import { SelectField } from '../../../components/field/select-field'
import fieldStyles from '../../../components/field/field.module.css'
import { FormStatus } from '../../../components/form-status/form-status'
import { Loading } from '../../../components/loading/loading'
import { useLang, useMessages } from '../../../i18n/use-t'
import { isApiError } from '../../../lib/api-error'
import { useStaffMutation } from '../../../lib/use-staff-mutation'
import { useStaffQuery } from '../../../lib/use-staff-query'
import { messages } from './messages'
import styles from './notifications.module.css'
import { zoneLabel } from './zone-label'

const MODES: readonly NotificationMode[] = ['immediate', 'digest', 'never']
const HOURS = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`)

/** One's notification choices, loaded; the form once the answer is here. */
export function NotificationSettings() {
  const t = useMessages(messages)
  const prefs = useStaffQuery(STAFF_API.accountNotifications, {})
  if (prefs.error) return <FormStatus error={t('notifications.loadFailed', { reason: prefs.error.message })} />
  if (!prefs.data) return <Loading />
  return <NotificationForm prefs={prefs.data} />
}

/**
 * A choice per kind the person's roles can receive (at once, daily digest, never) and the digest's
 * hour in the site's time zone, saved together.
 */
function NotificationForm({ prefs }: { prefs: NotificationPrefsRet }) {
  const t = useMessages(messages)
  const lang = useLang()
  const [kinds, setKinds] = useState<NotificationChoice[]>(prefs.kinds)
  const [hour, setHour] = useState(prefs.digestHour)
  const [status, setStatus] = useState<{ error?: string; success?: string }>({})
  const save = useStaffMutation(STAFF_API.accountNotificationsSave, { invalidates: [STAFF_API.accountNotifications] })
  const zone = zoneLabel(prefs.timeZone, lang, (key) => (messages.has(key) ? t(key) : null))
  const choose = (kind: string) => (mode: string) => {
    setKinds((all) => all.map((c) => (c.kind === kind ? { ...c, mode: mode as NotificationMode } : c)))
    setStatus({})
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (save.isPending) return
    try {
      // The form goes on from what the server now keeps.
      const kept = await save.mutateAsync({ digestHour: hour, kinds })
      setKinds(kept.kinds)
      setHour(kept.digestHour)
      setStatus({ success: t('notifications.saved') })
    } catch (error) {
      if (!isApiError(error)) throw error
      setStatus({ error: error.message })
    }
  }
  return (
    <Form onSubmit={(event) => void submit(event)} className={styles.form} aria-busy={save.isPending}>
      <p className={styles.intro}>{t('notifications.intro')}</p>
      {!prefs.hasEmail && <p className={styles.warning}>{t('notifications.noEmail')}</p>}
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('notifications.kindColumn')}</th>
            <th scope="col">{t('notifications.choiceColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {kinds.map(({ kind, mode }) => (
            <tr key={kind}>
              <th scope="row" id={`notify-${kind}`}>
                {t(`notifications.kind.${kind}`)}
              </th>
              <td>
                <RadioGroup
                  aria-labelledby={`notify-${kind}`}
                  name={`notify-${kind}`}
                  value={mode}
                  onChange={choose(kind)}
                  orientation="horizontal"
                  className={`${fieldStyles.choices} ${fieldStyles.inline}`}
                >
                  {MODES.map((m) => (
                    <Radio key={m} value={m} className={fieldStyles.radio}>
                      <span className={fieldStyles.dot} aria-hidden="true" />
                      {t(`notifications.mode.${m}`)}
                    </Radio>
                  ))}
                </RadioGroup>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <SelectField
        label={t('notifications.digestHour')}
        name="digestHour"
        description={t('notifications.digestHourHelp')}
        options={HOURS.map((label, h) => ({ id: String(h), label: t('notifications.hour', { hour: label, zone }) }))}
        value={String(hour)}
        onChange={(value) => {
          setHour(Number(value))
          setStatus({})
        }}
        className={styles.hour}
      />
      <FormStatus error={status.error} success={status.success} />
      <div>
        <Button type="submit" variant="primary" isPending={save.isPending}>
          {t('notifications.save')}
        </Button>
      </div>
    </Form>
  )
}
