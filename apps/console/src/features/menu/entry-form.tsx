import {
  LINK_MAX,
  MENU_NAME_MAX,
  STAFF_API,
  OUT_LINK_PATTERN,
  type MenuEntryRow,
  type MenuSaveBody,
  type MenuTreeRet,
} from '@ibr/contract/staff-client'
import { useState, type FormEvent } from 'react'
import { Form } from 'react-aria-components'
import { Button } from '../../components/button/button'
import { SelectField } from '../../components/field/select-field'
import { BilingualTextFields } from '../../components/field/bilingual-text-fields'
import { TextField } from '../../components/field/text-field'
import { FormStatus } from '../../components/form-status/form-status'
import { useMessages } from '../../i18n/use-t'
import { useStaffForm } from '../../lib/use-staff-form'
import { menuKeys } from './menu-keys'
import styles from './menu.module.css'
import { freeTemplates } from './menu-tree'
import { templateOption } from './template-labels'
import type { MenuChanges } from './use-menu-changes'
import { messages } from './messages'

const FIELDS = ['zh.name', 'en.name', 'listTemplate', 'outLink'] as const
type Field = (typeof FIELDS)[number]

interface Draft {
  zh: string
  en: string
  listTemplate: string
  outLink: string
}
const draftOf = (entry: MenuEntryRow): Draft => ({
  zh: entry.zh.name,
  en: entry.en.name,
  listTemplate: entry.listTemplate,
  outLink: entry.outLink ?? '',
})
const outLinkPattern = new RegExp(OUT_LINK_PATTERN)

/** What the form finds wrong before asking the server (the server checks the same again). */
export function entryProblems(draft: Draft): Partial<Record<Field, 'menu.nameMissing' | 'menu.linkInvalid'>> {
  const problems: Partial<Record<Field, 'menu.nameMissing' | 'menu.linkInvalid'>> = {}
  if (!draft.zh.trim()) problems['zh.name'] = 'menu.nameMissing'
  if (!draft.en.trim()) problems['en.name'] = 'menu.nameMissing'
  if (draft.outLink.trim() && !outLinkPattern.test(draft.outLink.trim())) problems.outLink = 'menu.linkInvalid'
  return problems
}

/** Only what changed is sent, and what it was before is kept to undo it. */
function changes(entry: MenuEntryRow, draft: Draft) {
  const body: Omit<MenuSaveBody, 'lang' | 'id'> = {}
  const undo: Omit<MenuSaveBody, 'lang' | 'id'> = {}
  if (draft.zh.trim() !== entry.zh.name) {
    body.zh = { name: draft.zh.trim() }
    undo.zh = { name: entry.zh.name }
  }
  if (draft.en.trim() !== entry.en.name) {
    body.en = { name: draft.en.trim() }
    undo.en = { name: entry.en.name }
  }
  if (draft.listTemplate !== entry.listTemplate) {
    body.listTemplate = draft.listTemplate
    undo.listTemplate = entry.listTemplate
  }
  const outLink = draft.outLink.trim() || null
  if (outLink !== entry.outLink) {
    body.outLink = outLink
    undo.outLink = entry.outLink
  }
  return { body, undo }
}

interface EntryFormProps {
  tree: MenuTreeRet
  entry: MenuEntryRow
  changes: MenuChanges
}

/** An entry's names side by side, its list template (the known ones free at its place) and its out link. */
export function EntryForm({ tree, entry, changes: menu }: EntryFormProps) {
  const t = useMessages(messages)
  const [draft, setDraft] = useState(() => draftOf(entry))
  const form = useStaffForm(STAFF_API.menuSave, { invalidates: menuKeys.sections, fields: FIELDS })
  const { errors, setErrors } = form
  const topLevel = entry.parentId === null
  const templates = freeTemplates(tree, entry.parentId, entry.id)
  const options = [...new Set([entry.listTemplate, ...templates])].map((template) => templateOption(t, tree.product, template, topLevel))
  const set = <K extends keyof Draft>(field: K, value: Draft[K], error: Field) => {
    setDraft((d) => ({ ...d, [field]: value }))
    form.clear(error)
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problems = entryProblems(draft)
    setErrors(Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, t(key)])))
    if (Object.keys(problems).length > 0) return
    const { body, undo } = changes(entry, draft)
    if (Object.keys(body).length === 0) return
    const tree = await form.submit({ id: entry.id, ...body })
    if (tree) menu.saved(entry, tree, undo)
  }
  return (
    <Form onSubmit={(event) => void submit(event)} validationBehavior="aria" className={styles.form}>
      <BilingualTextFields
        className={styles.pair}
        field="name"
        labels={{ zh: t('menu.nameZh'), en: t('menu.nameEn') }}
        values={draft}
        onChange={(lang, v) => set(lang, v, `${lang}.name`)}
        errors={errors}
        maxLength={MENU_NAME_MAX}
        isRequired
      />
      <SelectField
        label={t('menu.template')}
        name="listTemplate"
        options={options}
        value={draft.listTemplate}
        onChange={(v) => set('listTemplate', v, 'listTemplate')}
        description={t('menu.templateHelp')}
        error={errors.listTemplate}
      />
      <TextField
        label={t('menu.outLink')}
        name="outLink"
        value={draft.outLink}
        onChange={(v) => set('outLink', v, 'outLink')}
        description={t('menu.outLinkHelp')}
        error={errors.outLink}
        maxLength={LINK_MAX}
      />
      <FormStatus error={form.formError} />
      <div>
        <Button type="submit" variant="primary" isPending={form.pending}>
          {t('menu.save')}
        </Button>
      </div>
    </Form>
  )
}
