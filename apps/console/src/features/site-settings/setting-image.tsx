import { Button } from '../../components/button/button'
import { ImageChoice } from '../../components/image-choice/image-choice'
import { useT } from '../../i18n/use-t'
import type { SettingProps } from './setting-text'
import styles from './site-settings.module.css'

/** One picture setting (a logo, the QR code): a library image, or the site's built-in one when none. */
export function SettingImage({ name, label, value, onChange, saved, error, onReset, src }: SettingProps & { src?: string }) {
  const t = useT()
  return (
    <div className={styles.setting} data-setting={name}>
      <p className={styles.imageLabel}>{label}</p>
      <ImageChoice
        label={label}
        src={src ?? (value ? `/file/image/${encodeURIComponent(value)}` : null)}
        none={t('siteSettings.builtIn')}
        onPick={onChange}
        onRemove={value ? () => onChange('') : undefined}
        error={error}
      >
        {saved && (
          <Button size="small" variant="quiet" onPress={onReset}>
            {t('siteSettings.reset', { setting: label })}
          </Button>
        )}
      </ImageChoice>
    </div>
  )
}
