import { EDITABLE_SITE_SETTINGS, SITE_IMAGE_SETTINGS, type EditableSiteSetting } from '@ibr/contract/site-settings'
import { STAFF_API, type SiteSettingsRet } from '@ibr/contract/staff-client'
import { useEffect, useState } from 'react'
import { Button } from '../../components/button/button'
import { CallError } from '../../components/call-error/call-error'
import { FormStatus } from '../../components/form-status/form-status'
import { Loading } from '../../components/loading/loading'
import { PageHeading } from '../../components/page-heading/page-heading'
import { showToast } from '../../components/toast/toasts'
import { useMessages, type MessageKey } from '../../i18n/use-t'
import { api } from '../../lib/api'
import { isApiError, type ApiError } from '../../lib/api-error'
import { useStaffQuery } from '../../lib/use-staff-query'
import { useDocumentTitle } from '../../lib/use-document-title'
import { SettingImage } from './setting-image'
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

/**
 * The header's links and the footer, administrators': each setting shows what the site uses;
 * a saved value wins over the server's environment until it is reset to it.
 */
export function SiteSettingsPage() {
  const t = useMessages(messages, shared)
  useDocumentTitle(t('siteSettings.title'))
  const loaded = useStaffQuery(STAFF_API.siteSettingsGet, {})
  const [current, setCurrent] = useState<SiteSettingsRet | null>(null)
  const [values, setValues] = useState<Record<string, string>>({})
  const [error, setError] = useState<ApiError | null>(null)
  const [pending, setPending] = useState(false)
  useEffect(() => {
    if (loaded.data) {
      setCurrent(loaded.data)
      setValues(loaded.data.values)
    }
  }, [loaded.data])
  if (loaded.error) return <CallError error={loaded.error} onRetry={loaded.reload} />
  if (!current) return <Loading />

  const send = async (changes: Record<string, string | null>) => {
    setPending(true)
    setError(null)
    try {
      const saved = await api.call(STAFF_API.siteSettingsSave, { values: changes })
      setCurrent(saved)
      setValues(saved.values)
      showToast('success', t('siteSettings.saved'))
    } catch (e) {
      if (isApiError(e)) setError(e)
      else throw e
    } finally {
      setPending(false)
    }
  }
  const changed = Object.fromEntries(EDITABLE_SITE_SETTINGS.filter((k) => values[k] !== current.values[k]).map((k) => [k, values[k] ?? '']))
  const errorOf = (key: string) => (error?.field === `values.${key}` ? error.message : undefined)

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
        <FormStatus error={error && !error.field ? error.message : error ? t('records.fieldProblem') : null} />
        <div>
          <Button type="submit" variant="primary" isPending={pending} isDisabled={Object.keys(changed).length === 0}>
            {t('siteSettings.save')}
          </Button>
        </div>
      </form>
    </>
  )
}
