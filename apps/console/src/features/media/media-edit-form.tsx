import { MEDIA_NAME_MAX, STAFF_API, type MediaFile } from '@ibr/contract/staff-client'
import type { Point } from '@ibr/contract/files'
import { useState, type FormEvent } from 'react'
import { AltTextFields } from '../../components/alt-text/alt-text-fields'
import { useAltTextSaved, type AltTexts } from '../../components/alt-text/alt-text-cache'
import { Button } from '../../components/button/button'
import { TextField } from '../../components/field/text-field'
import { FormStatus } from '../../components/form-status/form-status'
import { toastSuccess } from '../../components/toast/toasts'
import { useMessages } from '../../i18n/use-t'
import { useStaffForm } from '../../lib/use-staff-form'
import { CropPreviews } from './crop-previews'
import { FocalPointPicker } from './focal-point-picker'
import { mediaKeys } from './media-keys'
import styles from './media.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

const CENTRE: Point = { x: 0.5, y: 0.5 }
/** The fields a refusal is shown beside; any other refusal (the focal point) is said under the form. */
const FIELDS = ['name', 'altZh', 'altEn'] as const

/** A file's name; for an image also its alt text in both languages and its focal point. */
export function MediaEditForm({ file }: { file: MediaFile }) {
  const t = useMessages(messages, shared)
  const image = file.kind === 'image'
  const [name, setName] = useState(file.name)
  const [alt, setAlt] = useState<AltTexts>({ altZh: file.altZh, altEn: file.altEn })
  const { altZh, altEn } = alt
  const [focal, setFocal] = useState<Point | null>(file.focal)
  const form = useStaffForm(STAFF_API.mediaUpdate, { invalidates: mediaKeys.files, fields: FIELDS })
  const altTextSaved = useAltTextSaved()
  const altMissing = image && (!altZh.trim() || !altEn.trim())

  // The detail and the library ask again (the invalidation); the form starts over from the saved file.
  const save = async (event: FormEvent) => {
    event.preventDefault()
    const saved = await form.submit({ id: file.id, name, ...(image ? { altZh, altEn, focal } : {}) })
    if (!saved) return
    // Every place showing this image (an open editor's picture field) learns its alt text too.
    if (image) altTextSaved(file.id, { altZh: saved.file.altZh, altEn: saved.file.altEn })
    toastSuccess(t('media.saved'))
  }
  return (
    <form className={styles.form} onSubmit={(event) => void save(event)} noValidate>
      {image && (
        <fieldset className={styles.focal}>
          <legend className={styles.legend}>{t('media.focal.label')}</legend>
          <p className={styles.help}>{t('media.focal.help')}</p>
          <FocalPointPicker src={`${file.url}?w=960`} alt={altEn || altZh || file.name} value={focal} onChange={setFocal} />
          <Button size="small" variant="quiet" onPress={() => setFocal(null)} isDisabled={focal === null}>
            {t('media.focal.reset')}
          </Button>
          {file.width && file.height && (
            <CropPreviews src={`${file.url}?w=640`} width={file.width} height={file.height} focal={focal ?? CENTRE} />
          )}
        </fieldset>
      )}
      <TextField
        label={t('media.field.name')}
        name="name"
        value={name}
        onChange={setName}
        maxLength={MEDIA_NAME_MAX}
        isRequired
        error={form.errors.name ?? null}
      />
      {image && (
        <>
          <AltTextFields value={alt} onChange={setAlt} error={(field) => form.errors[field] ?? null} />
          <div aria-live="polite">{altMissing && <p className={styles.altWarning}>{t('media.altMissing')}</p>}</div>
        </>
      )}
      <FormStatus error={form.formError} />
      <div>
        <Button type="submit" variant="primary" isPending={form.pending}>
          {t('media.save')}
        </Button>
      </div>
    </form>
  )
}
