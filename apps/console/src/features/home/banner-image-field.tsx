import { useState } from 'react'
import { Button } from '../../components/button/button'
import { TextField } from '../../components/field/text-field'
import { MediaPicker } from '../../components/media-picker/media-picker'
import { useT } from '../../i18n/use-t'
import { looksLikeFileId } from './banner-form'
import styles from './home.module.css'

interface BannerImageFieldProps {
  value: string
  onChange: (fileId: string) => void
  error?: string | null
}

/** The banner's image: chosen in the media library's picker (or its file id pasted), with a preview. */
export function BannerImageField({ value, onChange, error }: BannerImageFieldProps) {
  const t = useT()
  const [picking, setPicking] = useState(false)
  return (
    <div className={styles.imageField}>
      <TextField
        label={t('home.image')}
        name="fileId"
        value={value}
        onChange={onChange}
        description={t('home.imageHelp')}
        error={error}
        maxLength={22}
        autoComplete="off"
        isRequired
      />
      <Button size="small" onPress={() => setPicking(true)}>
        {t('picker.title.image')}
      </Button>
      {picking && (
        <MediaPicker
          kind="image"
          onPick={(file) => {
            onChange(file.id)
            setPicking(false)
          }}
          onClose={() => setPicking(false)}
        />
      )}
      {looksLikeFileId(value) && <img className={styles.preview} src={`/file/image/${value.trim()}?w=320`} alt={t('home.imagePreview')} />}
    </div>
  )
}
