import { CONTENT_KINDS, FIELD_MAX, PAPER_AREAS, SHARED_FIELDS, type ArticleDoc, type SharedField } from '@ibr/contract/staff-client'
import { SwitchField } from '../../../components/field/switch-field'
import { FileListField } from '../../../components/picture-field/file-list-field'
import { PictureField } from '../../../components/picture-field/picture-field'
import fieldStyles from '../../../components/field/field.module.css'
import type { Translate, MessageKey } from '../../../i18n/use-t'
import { useMessages } from '../../../i18n/use-t'
import { useSiteZoneName } from '../../../lib/zone-names'
import { fromSiteInput, toSiteInput } from '../../../lib/site-time'
import { ChoiceField } from './choice-field'
import { fieldAnchor, type EditorFieldsProps } from './editor-fields'
import { EditorTextField } from './editor-text-field'
import { fieldLabel } from '../field-labels'
import styles from './editor.module.css'
import { messages } from '../messages'
import { messages as editorMessages } from './messages'
import { messages as shared } from '../../../i18n/shared/messages'
import type { KeyOf } from '@ibr/ui/define-messages'

/** A key of this screen's catalogues or of the shell's. */
type Key = KeyOf<typeof messages | typeof editorMessages | typeof shared> | MessageKey

/** The fields both languages share, each shown as its type asks (a file, a choice, a date, text). */
export function SharedFields({ doc, onChange, errors }: EditorFieldsProps) {
  const t = useMessages(messages, editorMessages, shared)
  const kind = CONTENT_KINDS[doc.kind]
  if (kind.shared.length === 0) return null
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('editor.shared')}</legend>
      <div className={styles.sharedGrid}>
        {kind.shared.map((path) => (
          <div key={path} {...fieldAnchor(path)}>
            <SharedInput
              path={path}
              doc={doc}
              onChange={(value) => onChange(path, value)}
              error={errors[path]}
              isRequired={kind.required.includes(path)}
              t={t}
            />
          </div>
        ))}
      </div>
    </fieldset>
  )
}

interface SharedInputProps {
  path: SharedField
  doc: ArticleDoc
  onChange: (value: unknown) => void
  error?: string
  isRequired: boolean
  t: Translate<Key>
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))
const orNull = (typed: string) => (typed.trim() === '' ? null : typed)

function choicesOf(path: SharedField, doc: ArticleDoc): readonly string[] {
  const kind = CONTENT_KINDS[doc.kind]
  if (path === 'researchArea') return PAPER_AREAS
  return (path === 'enrolKind' ? kind.enrolKinds : kind.categories) ?? []
}

function SharedInput({ path, doc, onChange, error, isRequired, t }: SharedInputProps) {
  const siteZone = useSiteZoneName()
  const common = { label: fieldLabel(path, t), name: path, error, isRequired }
  const value = doc[path]
  const file = { label: common.label, error, isRequired }
  switch (SHARED_FIELDS[path]) {
    case 'image':
    case 'video':
      // The editor's notice asks for every image's missing alt text (the bodies' too), so not here again.
      return (
        <PictureField
          {...file}
          kind={SHARED_FIELDS[path] === 'video' ? 'video' : 'image'}
          value={value as string | null}
          onChange={onChange}
          askAlt={false}
        />
      )
    case 'files':
      return <FileListField {...file} kind="document" value={value as string[]} onChange={onChange} />
    case 'choice':
      return <ChoiceField {...common} values={choicesOf(path, doc)} value={value as string | null} onChange={onChange} />
    case 'date':
      return <EditorTextField {...common} type="date" value={text(value)} onChange={(typed) => onChange(orNull(typed))} />
    case 'dateTime':
      return (
        <EditorTextField
          {...common}
          type="datetime-local"
          value={toSiteInput(value as string | null)}
          onChange={(typed) => onChange(fromSiteInput(typed))}
          description={t('editor.timeHelp', { zone: siteZone })}
        />
      )
    case 'flag':
      return (
        <div className={fieldStyles.field}>
          <SwitchField label={common.label} isSelected={value === true} onChange={onChange} />
          <p className={fieldStyles.description}>{t('editor.cancelledHelp')}</p>
        </div>
      )
    case 'year':
      return (
        <EditorTextField
          {...common}
          value={text(value)}
          onChange={(typed) => onChange(/^\d{1,4}$/.test(typed.trim()) ? Number(typed.trim()) : null)}
          inputMode="numeric"
          maxLength={4}
          description={t('editor.yearHelp')}
        />
      )
    case 'url':
    case 'tel':
    case 'email':
      return (
        <EditorTextField
          {...common}
          type={SHARED_FIELDS[path] as 'url' | 'tel' | 'email'}
          value={text(value)}
          onChange={(typed) => onChange(orNull(typed))}
          maxLength={FIELD_MAX[path as keyof typeof FIELD_MAX]}
        />
      )
    default:
      return (
        <EditorTextField
          {...common}
          value={text(value)}
          onChange={(typed) => onChange(orNull(typed))}
          multiline={path === 'authors'}
          maxLength={FIELD_MAX[path as keyof typeof FIELD_MAX]}
        />
      )
  }
}
