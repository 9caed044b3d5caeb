import { UPLOAD_DOCUMENT_TYPES, UPLOAD_IMAGE_TYPES } from '@ibr/contract/files'
import { CheckboxGroupField } from '../../components/field/checkbox-group-field'
import { useFileTypeName } from '../../components/picture-field/file-type-name'

interface AcceptFieldProps {
  label: string
  description: string
  value: readonly string[]
  onChange: (accept: string[]) => void
}

/**
 * The file types a registration's file field takes, chosen by their names (PDF document, JPEG
 * image...) rather than typed as MIME codes; types named alike (Word's .doc and .docx) are one
 * choice. A type saved earlier that the site no longer offers stays chosen, by its code.
 */
export function AcceptField({ label, description, value, onChange }: AcceptFieldProps) {
  const typeName = useFileTypeName()
  const byName = new Map<string, string[]>()
  for (const mime of [...UPLOAD_DOCUMENT_TYPES, ...UPLOAD_IMAGE_TYPES])
    byName.set(typeName(mime), [...(byName.get(typeName(mime)) ?? []), mime])
  const offered = new Set([...byName.values()].flat())
  for (const mime of value) if (!offered.has(mime)) byName.set(mime, [mime])
  const choices = [...byName.keys()].map((name) => ({ value: name, label: name }))
  const chosen = choices.filter((c) => byName.get(c.value)!.some((mime) => value.includes(mime))).map((c) => c.value)
  return (
    <CheckboxGroupField
      label={label}
      description={description}
      name="accept"
      choices={choices}
      value={chosen}
      onChange={(names) => onChange(names.flatMap((name) => byName.get(name) ?? []))}
      inline
    />
  )
}
