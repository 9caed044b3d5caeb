import { MEDIA_ALT_MAX } from '@ibr/contract/staff-client'
import { useMessages } from '../../i18n/use-t'
import { TextField } from '../field/text-field'
import type { AltTexts } from './alt-text-cache'
import { messages } from './messages'

interface AltTextFieldsProps {
  value: AltTexts
  onChange: (value: AltTexts) => void
  /** Told apart where several images ask at once (`altZh-<id>`); the library's own form has one. */
  nameSuffix?: string
  error: (field: 'altZh' | 'altEn') => string | null
}

/** An image's alt text in Chinese and in English: the same two fields wherever they are asked. */
export function AltTextFields({ value, onChange, nameSuffix = '', error }: AltTextFieldsProps) {
  const t = useMessages(messages)
  return (
    <>
      <TextField
        label={t('media.field.altZh')}
        name={`altZh${nameSuffix}`}
        value={value.altZh}
        onChange={(altZh) => onChange({ ...value, altZh })}
        maxLength={MEDIA_ALT_MAX}
        description={t('media.field.altHelp')}
        error={error('altZh')}
      />
      <TextField
        label={t('media.field.altEn')}
        name={`altEn${nameSuffix}`}
        value={value.altEn}
        onChange={(altEn) => onChange({ ...value, altEn })}
        maxLength={MEDIA_ALT_MAX}
        error={error('altEn')}
      />
    </>
  )
}
