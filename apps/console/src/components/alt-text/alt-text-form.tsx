import { STAFF_API } from '@ibr/contract/staff-client'
import { useState } from 'react'
import { useMessages } from '../../i18n/use-t'
import { api } from '../../lib/api'
import { isApiError, type ApiError } from '../../lib/api-error'
import { Button } from '../button/button'
import { FormStatus } from '../form-status/form-status'
import { AltTextFields } from './alt-text-fields'
import { altTextSaved, type AltTexts } from './alt-text-store'
import styles from './alt-text.module.css'
import { messages } from './messages'

/** What the form needs of an image of the library. */
export interface AltTextFile {
  id: string
  name: string
  altZh: string
  altEn: string
}

interface AltTextFormProps {
  file: AltTextFile
  /** Told the alt text as saved (every place showing the image learns it from the store too). */
  onSaved?: (alt: AltTexts) => void
}

/**
 * An image's alt text in both languages, asked where the image is used and saved on the library's
 * file (the same text wherever it appears). Not a form element: it sits inside the editor's form.
 */
export function AltTextForm({ file, onSaved }: AltTextFormProps) {
  const t = useMessages(messages)
  const [alt, setAlt] = useState<AltTexts>({ altZh: file.altZh, altEn: file.altEn })
  const { altZh, altEn } = alt
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<ApiError | null>(null)
  const save = async () => {
    setPending(true)
    setError(null)
    try {
      const saved = await api.call(STAFF_API.mediaUpdate, { id: file.id, altZh: altZh.trim(), altEn: altEn.trim() })
      const alt = { altZh: saved.file.altZh, altEn: saved.file.altEn }
      altTextSaved(file.id, alt)
      onSaved?.(alt)
    } catch (e) {
      if (isApiError(e)) setError(e)
      else throw e
    } finally {
      setPending(false)
    }
  }
  const fieldError = (field: string) => error?.forField(field) ?? null
  return (
    <div role="group" aria-label={t('picture.alt.group', { name: file.name })} className={styles.alt}>
      <p className={styles.warning}>{t('picture.alt.missing', { name: file.name })}</p>
      <AltTextFields value={alt} onChange={setAlt} nameSuffix={`-${file.id}`} error={fieldError} />
      <FormStatus error={error && !['altZh', 'altEn'].includes(error.field ?? '') ? error.message : null} />
      <div>
        <Button size="small" variant="primary" isPending={pending} isDisabled={!altZh.trim() || !altEn.trim()} onPress={() => void save()}>
          {t('picture.alt.save')}
        </Button>
      </div>
    </div>
  )
}
