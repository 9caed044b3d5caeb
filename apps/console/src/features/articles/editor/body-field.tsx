import type { Lang } from '@ibr/contract/lang'
import { useId } from 'react'
import fieldStyles from '../../../components/field/field.module.css'
import { RichText } from '../../../components/rich-text/rich-text'
import { useLibraryChoice } from './library-choice'

interface BodyFieldProps {
  /** The body as HTML. */
  value: string
  onChange: (html: string) => void
  label: string
  lang: Lang
  name: string
  description?: string
  error?: string | null
  isRequired?: boolean
}

/**
 * An item's body in one language, in the rich-text editor. The editor names itself by its label; the
 * description and the error are tied to it by id, and the error sits in a live region so a refusal
 * from the server is announced.
 */
export function BodyField({ value, onChange, label, lang, name, description, error, isRequired }: BodyFieldProps) {
  const library = useLibraryChoice()
  // A picture keeps the alt text of the body's own language.
  const pickImage = async () => {
    const file = await library.choose('image')
    return file ? { src: file.url, alt: lang === 'en' ? file.altEn : file.altZh } : null
  }
  const pickVideo = async () => {
    const file = await library.choose('video')
    return file ? { src: `${file.url}?inline=1` } : null
  }
  const descriptionId = useId()
  const errorId = useId()
  const describedBy = [description ? descriptionId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined
  return (
    <div className={fieldStyles.field} data-body-field={name}>
      <RichText
        value={value}
        onChange={onChange}
        label={isRequired ? `${label} *` : label}
        lang={lang}
        invalid={Boolean(error)}
        describedBy={describedBy}
        pickImage={pickImage}
        pickVideo={pickVideo}
      />
      {description && (
        <p id={descriptionId} className={fieldStyles.description}>
          {description}
        </p>
      )}
      <div aria-live="polite">
        {error && (
          <p id={errorId} className={fieldStyles.error}>
            {error}
          </p>
        )}
      </div>
      {library.picker}
    </div>
  )
}
