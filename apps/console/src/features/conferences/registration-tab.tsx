import { useMessages } from '../../i18n/use-t'
import { useSiteZoneName } from '../../lib/zone-names'
import { fromSiteInput, toSiteInput } from '../../lib/site-time'
import type { ConferenceDoc, FieldError } from './conference-doc'
import { PlainCheck, PlainField } from './plain-field'
import { numberOrNull } from './problem-text'
import styles from './conferences.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

interface TabProps {
  doc: ConferenceDoc
  onChange: (change: Partial<ConferenceDoc>) => void
  error: FieldError
}

/** When registration is open, how many may come, whether each registration waits for a decision, the currency, the reminder. */
export function RegistrationTab({ doc, onChange, error }: TabProps) {
  const t = useMessages(messages, shared)
  const siteZone = useSiteZoneName()
  return (
    <div className={styles.stack}>
      <PlainCheck
        label={t('conf.registrationOpen')}
        checked={doc.registrationOpen}
        onChange={(registrationOpen) => onChange({ registrationOpen })}
      />
      <div className={styles.grid2}>
        <PlainField
          label={t('conf.regOpens')}
          description={t('conf.regOpensHelp', { zone: siteZone })}
          type="datetime-local"
          value={toSiteInput(doc.regOpens)}
          onChange={(v) => onChange({ regOpens: fromSiteInput(v) })}
          error={error('regOpens')}
        />
        <PlainField
          label={t('conf.regDeadline')}
          description={t('conf.regDeadlineHelp', { zone: siteZone })}
          type="datetime-local"
          value={toSiteInput(doc.regDeadline)}
          onChange={(v) => onChange({ regDeadline: fromSiteInput(v) ?? doc.regDeadline })}
          error={error('regDeadline')}
        />
        <PlainField
          label={t('conf.capacity')}
          description={t('conf.capacityHelp')}
          type="number"
          value={doc.capacity === null ? '' : String(doc.capacity)}
          onChange={(v) => onChange({ capacity: numberOrNull(v) })}
          error={error('capacity')}
        />
        <PlainField
          label={t('conf.currency')}
          value={doc.currency}
          onChange={(currency) => onChange({ currency: currency.toUpperCase() })}
          error={error('currency')}
        />
        <PlainField
          label={t('conf.reminderDays')}
          type="number"
          value={String(doc.reminderDays)}
          onChange={(v) => onChange({ reminderDays: Math.min(60, Math.max(0, numberOrNull(v) ?? 0)) })}
          error={error('reminderDays')}
        />
      </div>
      <PlainCheck label={t('conf.moderated')} checked={doc.moderated} onChange={(moderated) => onChange({ moderated })} />
    </div>
  )
}
