import { Button } from '../../components/button/button'
import { PictureField } from '../../components/picture-field/picture-field'
import { useMessages } from '../../i18n/use-t'
import type { SettingProps } from './setting-text'
import styles from './site-settings.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

/** One picture setting (a logo, the QR code): a library image, or the site's built-in one when none. */
export function SettingImage({ name, label, value, onChange, saved, error, onReset }: SettingProps) {
  const t = useMessages(messages, shared)
  return (
    <div className={styles.setting} data-setting={name}>
      <PictureField
        label={label}
        kind="image"
        value={value || null}
        onChange={(id) => onChange(id ?? '')}
        none={t('siteSettings.builtIn')}
        error={error}
      >
        {saved && (
          <Button size="small" variant="quiet" onPress={onReset}>
            {t('siteSettings.reset', { setting: label })}
          </Button>
        )}
      </PictureField>
    </div>
  )
}
