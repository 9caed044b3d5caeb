import { EDITABLE_SITE_SETTINGS, SITE_IMAGE_SETTINGS, type EditableSiteSetting } from '@ibr/contract/site-settings'
import { STAFF_API } from '@ibr/contract/staff-client'
import { useCallback, useEffect, useState } from 'react'
import { Button } from '../../components/button/button'
import { CallError } from '../../components/call-error/call-error'
import { FormStatus } from '../../components/form-status/form-status'
import { Loading } from '../../components/loading/loading'
import { PageHeading } from '../../components/page-heading/page-heading'
import { showToast } from '../../components/toast/toasts'
import { useMessages, type MessageKey } from '../../i18n/use-t'
import type { ApiError } from '../../lib/api-error'
import { useStaffForm } from '../../lib/use-staff-form'
import { useStaffQuery } from '../../lib/use-staff-query'
import { useDocumentTitle } from '../../lib/use-document-title'
import { SettingImage } from './setting-image'
import { siteSettingsKeys } from './site-settings-keys'
import { SettingText } from './setting-text'
import styles from './site-settings.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'
import type { KeyOf } from '@ibr/ui/define-messages'

/** A key of this screen's catalogues or of the shell's. */
type Key = KeyOf<typeof messages | typeof shared> | MessageKey

/** The settings in the groups the form shows them in. */
const GROUPS: { title: Key; keys: readonly EditableSiteSetting[] }[] = [
  { title: 'siteSettings.group.header', keys: ['webmailUrl', 'oaUrl'] },
  { title: 'siteSettings.group.contact', keys: ['addressZh', 'addressEn', 'postalCode', 'contactPhone', 'contactEmail'] },
  { title: 'siteSettings.group.legal', keys: ['copyrightZh', 'copyrightEn', 'registrationZh', 'registrationEn'] },
  { title: 'siteSettings.group.social', keys: ['microblogUrl', 'videoSiteUrl', 'shortVideoUrl', 'qrImage'] },
  { title: 'siteSettings.group.logos', keys: ['logoImage', 'partnerLogoImage'] },
]

const isImage = (key: EditableSiteSetting) => key in SITE_IMAGE_SETTINGS

/** A refusal names a setting as `values.<key>`. */
const FIELDS = EDITABLE_SITE_SETTINGS.map((key) => `values.${key}` as const)

/**
 * The header's links and the footer, administrators': each setting shows what the site uses;
 * a saved value wins over the server's environment until it is reset to it.
 */
export function SiteSettingsPage() {
  const t = useMessages(messages, shared)
  useDocumentTitle(t('siteSettings.title'))
  const loaded = useStaffQuery(STAFF_API.siteSettingsGet, {})
  const current = loaded.data
  const [values, setValues] = useState<Record<string, string>>({})
  // A refusal naming a setting is said beside it, and above the button that one needs correcting.
  const place = useCallback(
    (error: ApiError) => {
      const named = FIELDS.find((field) => error.forField(field) !== undefined)
      return named ? { fields: { [named]: error.forField(named) }, form: t('records.fieldProblem') } : { fields: {}, form: error.message }
    },
    [t],
  )
  const form = useStaffForm(STAFF_API.siteSettingsSave, { invalidates: siteSettingsKeys.settings, fields: FIELDS, place })
  // Each answer (the first, and the one the save's invalidation asks for) is what the fields start from.
  useEffect(() => {
    if (loaded.data) setValues(loaded.data.values)
  }, [loaded.data])
  if (loaded.error) return <CallError error={loaded.error} onRetry={loaded.reload} />
  if (!current) return <Loading />

  const send = async (changes: Record<string, string | null>) => {
    if (await form.submit({ values: changes })) showToast('success', t('siteSettings.saved'))
  }
  const changed = Object.fromEntries(EDITABLE_SITE_SETTINGS.filter((k) => values[k] !== current.values[k]).map((k) => [k, values[k] ?? '']))
  const errorOf = (key: EditableSiteSetting) => form.errors[`values.${key}`]

  return (
    <>
      <PageHeading intro={t('siteSettings.intro')}>{t('siteSettings.title')}</PageHeading>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault()
          void send(changed)
        }}
      >
        {GROUPS.map((group) => (
          <fieldset key={group.title} className={styles.group}>
            <legend className={styles.legend}>{t(group.title)}</legend>
            {group.keys.map((key) => {
              const common = {
                key,
                name: key,
                label: t(`siteSettings.${key}` as Key),
                saved: current.saved.includes(key),
                defaultValue: current.defaults[key] ?? '',
                error: errorOf(key),
                onReset: () => void send({ [key]: null }),
              }
              return isImage(key) ? (
                <SettingImage {...common} value={values[key] ?? ''} onChange={(v) => setValues({ ...values, [key]: v })} />
              ) : (
                <SettingText {...common} value={values[key] ?? ''} onChange={(v) => setValues({ ...values, [key]: v })} />
              )
            })}
          </fieldset>
        ))}
        <FormStatus error={form.formError} />
        <div>
          <Button type="submit" variant="primary" isPending={form.pending} isDisabled={Object.keys(changed).length === 0}>
            {t('siteSettings.save')}
          </Button>
        </div>
      </form>
    </>
  )
}
