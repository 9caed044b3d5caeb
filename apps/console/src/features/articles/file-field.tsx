import { useState } from 'react'
import { Button } from '../../components/button/button'
import { useT } from '../../i18n/use-t'
import { sameValue } from './doc-fields'
import { EditorTextField } from './editor-text-field'
import { useLibraryChoice } from './library-choice'

interface FileFieldProps<V> {
  label: string
  name: string
  value: V
  onChange: (value: V) => void
  description: string
  error?: string | null
  isRequired?: boolean
  /** What the library offers for this field. */
  kind: 'image' | 'video' | 'document'
}

/** A picture or video from the media library: chosen in the library's picker (or its id pasted). */
export function FileField({ value, onChange, kind, ...props }: FileFieldProps<string | null>) {
  const t = useT()
  const library = useLibraryChoice()
  const choose = async () => {
    const file = await library.choose(kind)
    if (file) onChange(file.id)
  }
  return (
    <div>
      <EditorTextField {...props} value={value ?? ''} onChange={(typed) => onChange(typed.trim() === '' ? null : typed.trim())} />
      <Button size="small" onPress={() => void choose()}>
        {t(`picker.title.${kind}`)}
      </Button>
      {library.picker}
    </div>
  )
}

const fileIds = (typed: string) => typed.split(/[\s,，]+/).filter(Boolean)

/** Attachments: file ids in order, added from the library's picker (or typed, separated by spaces or commas). */
export function FilesField({ value, onChange, kind, ...props }: FileFieldProps<string[]>) {
  const t = useT()
  const library = useLibraryChoice()
  const add = async () => {
    const file = await library.choose(kind)
    if (file && !value.includes(file.id)) onChange([...value, file.id])
  }
  // The text as typed (a separator just typed is kept), until the ids change from outside (a restored copy).
  const [text, setText] = useState(() => value.join(' '))
  if (!sameValue(fileIds(text), value)) setText(value.join(' '))
  return (
    <div>
      <EditorTextField
        {...props}
        value={text}
        onChange={(typed) => {
          setText(typed)
          onChange(fileIds(typed))
        }}
      />
      <Button size="small" onPress={() => void add()}>
        {t(`picker.title.${kind}`)}
      </Button>
      {library.picker}
    </div>
  )
}
