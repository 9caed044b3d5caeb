import { useState } from 'react'
import { Button } from '../../components/button/button'
import { MediaPicker } from '../../components/media-picker/media-picker'
import { useT } from '../../i18n/use-t'
import type { SettingProps } from './setting-text'
import styles from './site-settings.module.css'

/** One picture setting (a logo, the QR code): a library image, or the site's built-in one when none. */
export function SettingImage({ name, label, value, onChange, saved, error, onReset, src }: SettingProps & { src?: string }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const shown = src ?? (value ? `/file/image/${encodeURIComponent(value)}` : '')
  return (
    <div className={styles.setting} data-setting={name}>
      <p className={styles.imageLabel}>{label}</p>
      {shown ? <img src={`${shown}?w=320`} alt="" className={styles.thumb} /> : <p className={styles.muted}>{t('siteSettings.builtIn')}</p>}
      <div className={styles.row}>
        <Button size="small" onPress={() => setOpen(true)} aria-label={`${t('records.image.choose')} (${label})`}>
          {t('records.image.choose')}
        </Button>
        {value && (
          <Button size="small" variant="quiet" onPress={() => onChange('')}>
            {t('records.image.remove')}
          </Button>
        )}
        {saved && (
          <Button size="small" variant="quiet" onPress={onReset}>
            {t('siteSettings.reset', { setting: label })}
          </Button>
        )}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {open && (
        <MediaPicker
          kind="image"
          onPick={(file) => {
            onChange(file.id)
            setOpen(false)
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  )
}
