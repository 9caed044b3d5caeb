import { CHOICE_FIELD_TYPES, type ConferenceFieldOption, type ConferenceFormField } from '@ibr/contract/staff-client'
import { Button } from '../../../components/button/button'
import { useMessages } from '../../../i18n/use-t'
import { AcceptField } from '../accept-field'
import { PlainCheck, PlainField } from '../plain-field'
import { fen, numberOrNull, yuan } from '../problem-text'
import conferenceStyles from '../conferences.module.css'
import styles from './form-builder.module.css'
import { messages as formMessages } from './messages'
import { messages as shared } from '../../../i18n/shared/messages'

interface FieldSettingsProps {
  field: ConferenceFormField
  index: number
  /** Registrations hold values of it: its name stays. */
  held: boolean
  onChange: (field: ConferenceFormField) => void
  /** The message for a request field (`formFields.2.options.0.fee`), or null. */
  error: (at: string) => string | null
}

const TEXTUAL = ['text', 'textarea', 'email', 'tel', 'country']
const RANGED = ['number', 'multi', 'persons']
/** A megabyte as the site and the server count it when they state a file's limit. */
const MB = 1024 * 1024

/** One field's settings: name, required, labels and help in both languages, and what its type needs. */
export function FieldSettings({ field: f, index, held, onChange, error }: FieldSettingsProps) {
  const t = useMessages(formMessages, shared)
  const at = (rest: string) => error(`formFields.${index}.${rest}`)
  const put = (change: Partial<ConferenceFormField>) => onChange({ ...f, ...change })
  const setOption = (j: number, change: Partial<ConferenceFieldOption>) =>
    put({ options: f.options.map((o, k) => (k === j ? { ...o, ...change } : o)) })
  const choice = (CHOICE_FIELD_TYPES as readonly string[]).includes(f.type)
  return (
    <div className={styles.settings}>
      <div className={conferenceStyles.grid2}>
        <PlainField
          label={t('conf.form.name')}
          value={f.name}
          onChange={(name) => !held && put({ name })}
          description={held ? t('conf.form.nameHeld') : t('conf.form.nameHelp')}
          error={at('name')}
        />
        <PlainCheck
          label={t('conf.form.required')}
          checked={f.required}
          onChange={(required) => put({ required })}
          error={at('required')}
        />
        <PlainField
          label={t('conf.form.labelZh')}
          lang="zh"
          value={f.label.zh}
          onChange={(zh) => put({ label: { ...f.label, zh } })}
          error={at('label.zh')}
        />
        <PlainField
          label={t('conf.form.labelEn')}
          lang="en"
          value={f.label.en}
          onChange={(en) => put({ label: { ...f.label, en } })}
          error={at('label.en')}
        />
        <PlainField label={t('conf.form.helpZh')} lang="zh" value={f.help.zh} onChange={(zh) => put({ help: { ...f.help, zh } })} />
        <PlainField label={t('conf.form.helpEn')} lang="en" value={f.help.en} onChange={(en) => put({ help: { ...f.help, en } })} />
      </div>
      {TEXTUAL.includes(f.type) && (
        <PlainField
          label={t('conf.form.maxLength')}
          type="number"
          value={String(f.maxLength)}
          onChange={(v) => put({ maxLength: Math.max(0, numberOrNull(v) ?? 0) })}
        />
      )}
      {RANGED.includes(f.type) && (
        <div className={conferenceStyles.grid2}>
          <PlainField
            label={t('conf.form.min')}
            type="number"
            value={f.min === null ? '' : String(f.min)}
            onChange={(v) => put({ min: numberOrNull(v) })}
            error={at('min')}
          />
          <PlainField
            label={t('conf.form.max')}
            type="number"
            value={f.max === null ? '' : String(f.max)}
            onChange={(v) => put({ max: numberOrNull(v) })}
          />
        </div>
      )}
      {f.type === 'file' && (
        <div className={conferenceStyles.grid2}>
          <AcceptField
            label={t('conf.form.accept')}
            description={t('conf.form.acceptHelp')}
            value={f.accept}
            onChange={(accept) => put({ accept })}
          />
          <PlainField
            label={t('conf.form.maxMb')}
            description={t('conf.form.maxMbHelp')}
            type="number"
            value={f.maxBytes ? String(Math.round((f.maxBytes / MB) * 100) / 100) : ''}
            onChange={(v) => put({ maxBytes: Math.max(0, Math.round((Number.parseFloat(v) || 0) * MB)) })}
          />
        </div>
      )}
      {f.type === 'nights' && (
        <PlainField
          label={t('conf.form.unitFee')}
          type="number"
          step="0.01"
          value={yuan(f.unitFee)}
          onChange={(v) => put({ unitFee: fen(v) })}
          error={at('unitFee')}
        />
      )}
      {choice && (
        <fieldset className={conferenceStyles.options}>
          <legend>{t('conf.form.options')}</legend>
          {f.options.map((o, j) => (
            <div key={j} className={styles.optionRow}>
              <PlainField
                label={t('conf.form.optionValue')}
                value={o.value}
                onChange={(value) => setOption(j, { value })}
                error={at(`options.${j}.value`)}
              />
              <PlainField
                label={t('conf.form.labelZh')}
                lang="zh"
                value={o.label.zh}
                onChange={(zh) => setOption(j, { label: { ...o.label, zh } })}
                error={at(`options.${j}.label.zh`)}
              />
              <PlainField
                label={t('conf.form.labelEn')}
                lang="en"
                value={o.label.en}
                onChange={(en) => setOption(j, { label: { ...o.label, en } })}
                error={at(`options.${j}.label.en`)}
              />
              <PlainField
                label={t('conf.form.fee')}
                type="number"
                step="0.01"
                value={yuan(o.fee)}
                onChange={(v) => setOption(j, { fee: fen(v) })}
                error={at(`options.${j}.fee`)}
              />
              <PlainField
                label={t('conf.form.capacity')}
                description={t('conf.form.capacityHelp')}
                type="number"
                value={o.capacity === null ? '' : String(o.capacity)}
                onChange={(v) => setOption(j, { capacity: numberOrNull(v) })}
                error={at(`options.${j}.capacity`)}
              />
              <Button size="small" variant="quiet" onPress={() => put({ options: f.options.filter((_, k) => k !== j) })}>
                {t('conf.form.removeOption', { value: o.value || String(j + 1) })}
              </Button>
            </div>
          ))}
          {at('options') && <p className={conferenceStyles.error}>{at('options')}</p>}
          <Button
            size="small"
            onPress={() => put({ options: [...f.options, { value: '', label: { zh: '', en: '' }, fee: 0, capacity: null }] })}
          >
            {t('conf.form.addOption')}
          </Button>
        </fieldset>
      )}
    </div>
  )
}
