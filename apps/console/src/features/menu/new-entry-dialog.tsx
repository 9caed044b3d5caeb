import { MENU_NAME_MAX, STAFF_API, type MenuEntryRow, type MenuTreeRet } from '@ibr/contract/staff-client'
import { useState, type FormEvent } from 'react'
import { Form } from 'react-aria-components'
import { Button } from '../../components/button/button'
import { DialogActions } from '../../components/dialog/dialog-actions'
import { ModalDialog } from '../../components/dialog/modal-dialog'
import { SelectField } from '../../components/field/select-field'
import { SwitchField } from '../../components/field/switch-field'
import { BilingualTextFields } from '../../components/field/bilingual-text-fields'
import { FormStatus } from '../../components/form-status/form-status'
import { useLang, useMessages } from '../../i18n/use-t'
import { useStaffForm } from '../../lib/use-staff-form'
import { menuKeys } from './menu-keys'
import styles from './menu.module.css'
import { freeTemplates } from './menu-tree'
import { templateOption } from './template-labels'
import { entryName, type MenuChanges } from './use-menu-changes'
import { messages } from './messages'

const FIELDS = ['listTemplate', 'zh.name', 'en.name', 'parentId'] as const
type Field = (typeof FIELDS)[number]

interface NewEntryDialogProps {
  tree: MenuTreeRet
  /** Where the entry goes: under this entry, or a section when null. */
  parent: MenuEntryRow | null
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  onAdded: (id: number) => void
  changes: MenuChanges
}

/** A new entry at the end of its parent's list: a list template free at that place, both names, shown or not. */
export function NewEntryDialog({ tree, parent, isOpen, onOpenChange, onAdded, changes }: NewEntryDialogProps) {
  const t = useMessages(messages)
  const lang = useLang()
  const templates = freeTemplates(tree, parent?.id ?? null)
  const [listTemplate, setListTemplate] = useState('')
  const [names, setNames] = useState({ zh: '', en: '' })
  const [shown, setShown] = useState(true)
  const form = useStaffForm(STAFF_API.menuSave, { invalidates: menuKeys.sections, fields: FIELDS })
  const { errors, setErrors } = form
  const template = listTemplate || templates[0] || ''
  const openChange = (open: boolean) => {
    if (!open) {
      setListTemplate('')
      setNames({ zh: '', en: '' })
      setShown(true)
      form.clear()
    }
    onOpenChange(open)
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const missing: Partial<Record<Field, string>> = {}
    if (!names.zh.trim()) missing['zh.name'] = t('menu.nameMissing')
    if (!names.en.trim()) missing['en.name'] = t('menu.nameMissing')
    setErrors(missing)
    if (Object.keys(missing).length > 0) return
    const tree = await form.submit({
      parentId: parent?.id ?? null,
      listTemplate: template,
      zh: { name: names.zh.trim() },
      en: { name: names.en.trim() },
      hidden: !shown,
    })
    if (!tree) return
    changes.added(tree)
    openChange(false)
    onAdded(tree.id)
  }
  const title = parent ? t('menu.newTitleChild', { parent: entryName(parent, lang) }) : t('menu.newTitleSection')
  return (
    <ModalDialog title={title} isOpen={isOpen} onOpenChange={openChange} wide>
      {templates.length === 0 ? (
        <>
          <p>{t('menu.noFreeTemplate')}</p>
          <DialogActions>
            <Button variant="primary" onPress={() => openChange(false)}>
              {t('common.close')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <Form onSubmit={(event) => void submit(event)} validationBehavior="aria" className={styles.form}>
          <SelectField
            label={t('menu.template')}
            name="listTemplate"
            options={templates.map((key) => templateOption(t, tree.product, key, parent === null))}
            value={template}
            onChange={setListTemplate}
            description={t('menu.templateHelp')}
            error={errors.listTemplate ?? errors.parentId}
          />
          <BilingualTextFields
            className={styles.pair}
            field="name"
            labels={{ zh: t('menu.nameZh'), en: t('menu.nameEn') }}
            values={names}
            onChange={(lang, v) => setNames((n) => ({ ...n, [lang]: v }))}
            errors={errors}
            maxLength={MENU_NAME_MAX}
            isRequired
          />
          <SwitchField label={t('menu.shown')} isSelected={shown} onChange={setShown} />
          <FormStatus error={form.formError} />
          <DialogActions>
            <Button onPress={() => openChange(false)}>{t('common.cancel')}</Button>
            <Button type="submit" variant="primary" isPending={form.pending}>
              {t('menu.create')}
            </Button>
          </DialogActions>
        </Form>
      )}
    </ModalDialog>
  )
}
