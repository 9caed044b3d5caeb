import { BANNER_TITLE_MAX, LINK_MAX, STAFF_API, type BannerRow } from '@ibr/contract/staff-client'
import { useState, type FormEvent } from 'react'
import { Form } from 'react-aria-components'
import { Button } from '../../components/button/button'
import { DialogActions } from '../../components/dialog/dialog-actions'
import { ModalDialog } from '../../components/dialog/modal-dialog'
import { BilingualTextFields } from '../../components/field/bilingual-text-fields'
import { SwitchField } from '../../components/field/switch-field'
import { TextField } from '../../components/field/text-field'
import { FormStatus } from '../../components/form-status/form-status'
import { PictureField } from '../../components/picture-field/picture-field'
import { useMessages } from '../../i18n/use-t'
import { useStaffForm } from '../../lib/use-staff-form'
import { BANNER_FIELDS, bannerBody, bannerProblems, draftOf, EMPTY_BANNER, type BannerDraft, type BannerField } from './banner-form'
import styles from './home.module.css'
import type { BannerChanges } from './use-banners'
import { messages } from './messages'

interface BannerDialogProps {
  /** The banner to edit; a new one when undefined. */
  banner?: BannerRow
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  changes: BannerChanges
}

/** A banner's image, link and titles (its alt text, required in both languages), and whether it is shown. */
export function BannerDialog({ banner, isOpen, onOpenChange, changes }: BannerDialogProps) {
  const t = useMessages(messages)
  const [draft, setDraft] = useState<BannerDraft>(() => (banner ? draftOf(banner) : EMPTY_BANNER))
  // The answer (the whole list) is written into the cache by `changes.saved`; nothing else is made stale.
  const form = useStaffForm(STAFF_API.bannerSave, { invalidates: [], fields: BANNER_FIELDS })
  const { errors, setErrors } = form
  const set = <K extends keyof BannerDraft>(key: K, value: BannerDraft[K], field?: BannerField) => {
    setDraft((d) => ({ ...d, [key]: value }))
    if (field) form.clear(field)
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problems = bannerProblems(draft)
    setErrors(Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, t(key)])))
    if (Object.keys(problems).length > 0) return
    const next = await form.submit(bannerBody(draft, banner))
    if (!next) return
    changes.saved(next, banner)
    onOpenChange(false)
  }
  return (
    <ModalDialog title={banner ? t('home.editBannerTitle') : t('home.newBannerTitle')} isOpen={isOpen} onOpenChange={onOpenChange} wide>
      <Form onSubmit={(event) => void submit(event)} validationBehavior="aria" className={styles.form}>
        {/* The banner's titles are its image's alt text, so the library's is not asked for here. */}
        <PictureField
          label={t('home.image')}
          kind="image"
          value={draft.fileId || null}
          onChange={(id) => set('fileId', id ?? '', 'fileId')}
          error={errors.fileId}
          askAlt={false}
          isRequired
        />
        <TextField
          label={t('home.link')}
          name="link"
          value={draft.link}
          onChange={(v) => set('link', v, 'link')}
          description={t('home.linkHelp')}
          error={errors.link}
          maxLength={LINK_MAX}
        />
        <BilingualTextFields
          className={styles.pair}
          field="title"
          labels={{ zh: t('home.altZh'), en: t('home.altEn') }}
          values={{ zh: draft.zhTitle, en: draft.enTitle }}
          onChange={(lang, v) => set(lang === 'zh' ? 'zhTitle' : 'enTitle', v, `${lang}.title`)}
          description={t('home.altHelp')}
          errors={errors}
          maxLength={BANNER_TITLE_MAX}
          isRequired
        />
        <SwitchField label={t('home.shownSwitch')} isSelected={draft.shown} onChange={(v) => set('shown', v)} />
        <FormStatus error={form.formError} />
        <DialogActions>
          <Button onPress={() => onOpenChange(false)}>{t('common.cancel')}</Button>
          <Button type="submit" variant="primary" isPending={form.pending}>
            {t('home.saveBanner')}
          </Button>
        </DialogActions>
      </Form>
    </ModalDialog>
  )
}
