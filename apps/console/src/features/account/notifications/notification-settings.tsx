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
import { useStaffForm } from '../../../lib/use-staff-form'
import { useStaffQuery } from '../../../lib/use-staff-query'
import { accountKeys } from '../account-keys'
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
  const form = useStaffForm(STAFF_API.accountNotificationsSave, { invalidates: accountKeys.notifications, fields: [] })
  const zone = zoneLabel(prefs.timeZone, lang, (key) => (messages.has(key) ? t(key) : null))
  const choose = (kind: string) => (mode: string) => {
    setKinds((all) => all.map((c) => (c.kind === kind ? { ...c, mode: mode as NotificationMode } : c)))
    form.clear()
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (form.pending) return
    const kept = await form.submit({ digestHour: hour, kinds })
    if (!kept) return
    // The form goes on from what the server now keeps.
    setKinds(kept.kinds)
    setHour(kept.digestHour)
  }
  return (
    <Form onSubmit={(event) => void submit(event)} className={styles.form} aria-busy={form.pending}>
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
          form.clear()
        }}
        className={styles.hour}
      />
      <FormStatus error={form.formError} success={form.saved ? t('notifications.saved') : null} />
      <div>
        <Button type="submit" variant="primary" isPending={form.pending}>
          {t('notifications.save')}
        </Button>
      </div>
    </Form>
  )
}
