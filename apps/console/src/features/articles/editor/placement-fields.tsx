import { CONTENT_KINDS, type SectionOption } from '@ibr/contract/staff-client'
import { useMemo } from 'react'
import { CheckboxGroupField } from '../../../components/field/checkbox-group-field'
import { useMessages } from '../../../i18n/use-t'
import { sectionChoices } from '../../../lib/section-tree'
import { useSiteZoneName } from '../../../lib/zone-names'
import { fromSiteInput, toSiteInput } from '../../../lib/site-time'
import { fieldAnchor, type EditorFieldsProps } from './editor-fields'
import { EditorTextField } from './editor-text-field'
import { fieldLabel } from '../field-labels'
import styles from './editor.module.css'
import { messages } from '../messages'
import { messages as editorMessages } from './messages'
import { messages as shared } from '../../../i18n/shared/messages'

interface PlacementFieldsProps extends EditorFieldsProps {
  sections: readonly SectionOption[]
}

const ids = (values: string[]) => values.map(Number)

/** When the item shows (publish and unpublish times) and where (its sections, and those it is pinned in). */
export function PlacementFields({ doc, onChange, errors, sections }: PlacementFieldsProps) {
  const t = useMessages(messages, editorMessages, shared)
  const siteZone = useSiteZoneName()
  const kind = CONTENT_KINDS[doc.kind]
  // The sections this person may place items in, and any the item is in already (shown, so none is dropped unseen).
  const choices = useMemo(() => sectionChoices(sections.filter((s) => s.write || doc.menuIds.includes(s.id))), [sections, doc.menuIds])
  const pinChoices = choices.filter((c) => doc.menuIds.includes(Number(c.value))).map((c) => ({ ...c, depth: 0 }))
  const time = (path: 'publishAt' | 'unpublishAt', description: string) => (
    <div {...fieldAnchor(path)}>
      <EditorTextField
        label={fieldLabel(path, t)}
        name={path}
        type="datetime-local"
        value={toSiteInput(doc[path])}
        onChange={(typed) => onChange(path, fromSiteInput(typed))}
        description={description}
        error={errors[path]}
      />
    </div>
  )
  return (
    <>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('editor.schedule')}</legend>
        <div className={styles.sharedGrid}>
          {time('publishAt', t('editor.publishAtHelp', { zone: siteZone }))}
          {time('unpublishAt', t(kind.unpublishAtDeadline ? 'editor.unpublishAtDeadline' : 'editor.unpublishAtHelp', { zone: siteZone }))}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('editor.placement')}</legend>
        <div className={styles.sharedGrid}>
          <div {...fieldAnchor('menuIds')}>
            <CheckboxGroupField
              label={fieldLabel('menuIds', t)}
              name="menuIds"
              choices={choices}
              value={doc.menuIds.map(String)}
              onChange={(values) => onChange('menuIds', ids(values))}
              description={t('editor.sectionsHelp')}
              error={errors.menuIds}
              none={t('editor.noSections')}
              isRequired={!kind.sectionless}
            />
          </div>
          <div {...fieldAnchor('pinnedIn')}>
            <CheckboxGroupField
              label={fieldLabel('pinnedIn', t)}
              name="pinnedIn"
              choices={pinChoices}
              value={doc.pinnedIn.map(String)}
              onChange={(values) => onChange('pinnedIn', ids(values))}
              description={t('editor.pinnedHelp')}
              error={errors.pinnedIn}
              none={t('editor.pinnedNone')}
            />
          </div>
        </div>
      </fieldset>
    </>
  )
}
