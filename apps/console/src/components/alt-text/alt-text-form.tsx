import { STAFF_API } from '@ibr/contract/staff-client'
import { useState } from 'react'
import { useMessages } from '../../i18n/use-t'
import { useStaffForm } from '../../lib/use-staff-form'
import { Button } from '../button/button'
import { FormStatus } from '../form-status/form-status'
import { AltTextFields } from './alt-text-fields'
import { useAltTextSaved, type AltTexts } from './alt-text-cache'
import { ALT_TEXT_CALLS } from './alt-text-index'
import styles from './alt-text.module.css'
import { messages } from './messages'

/** What the form needs of an image of the library. */
export interface AltTextFile {
  id: string
  name: string
  altZh: string
  altEn: string
}

const FIELDS = ['altZh', 'altEn'] as const

/**
 * An image's alt text in both languages, asked where the image is used and saved on the library's
 * file (the same text wherever it appears: the save is written into the library's cached answers).
 * Not a form element: it sits inside the editor's form.
 */
export function AltTextForm({ file }: { file: AltTextFile }) {
  const t = useMessages(messages)
  const [alt, setAlt] = useState<AltTexts>({ altZh: file.altZh, altEn: file.altEn })
  const { altZh, altEn } = alt
  const form = useStaffForm(STAFF_API.mediaUpdate, { invalidates: ALT_TEXT_CALLS, fields: FIELDS })
  const altTextSaved = useAltTextSaved()
  const save = async () => {
    const saved = await form.submit({ id: file.id, altZh: altZh.trim(), altEn: altEn.trim() })
    if (saved) altTextSaved(file.id, { altZh: saved.file.altZh, altEn: saved.file.altEn })
  }
  return (
    <div role="group" aria-label={t('picture.alt.group', { name: file.name })} className={styles.alt}>
      <p className={styles.warning}>{t('picture.alt.missing', { name: file.name })}</p>
      <AltTextFields value={alt} onChange={setAlt} nameSuffix={`-${file.id}`} error={(field) => form.errors[field] ?? null} />
      <FormStatus error={form.formError} />
      <div>
        <Button
          size="small"
          variant="primary"
          isPending={form.pending}
          isDisabled={!altZh.trim() || !altEn.trim()}
          onPress={() => void save()}
        >
          {t('picture.alt.save')}
        </Button>
      </div>
    </div>
  )
}
